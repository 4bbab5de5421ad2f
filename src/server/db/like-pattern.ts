/**
 * A LIKE pattern matching text that contains `text` anywhere, its `%`, `_` and `\` taken literally
 * (PostgreSQL's default escape character is the backslash).
 */
export function containsPattern(text: string): string {
	return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
