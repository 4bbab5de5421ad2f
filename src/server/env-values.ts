/** The environment as the configuration reads it (src/server/config.ts). */
export type Env = Record<string, string | undefined>;

/** A variable's text; unset and blank are the same. */
export function read(env: Env, key: string): string | undefined {
	const value = env[key];
	return value === undefined || value.trim() === '' ? undefined : value;
}
