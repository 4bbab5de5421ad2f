import { z } from 'zod/mini';

/**
 * zod/mini has no `z.preprocess`; this is what classic zod's is: the raw input mapped by `fn`, then
 * parsed by `schema`. Typed so the result takes anything and gives the schema's output.
 */
export function preprocess<Schema extends z.core.$ZodType>(
	fn: (value: unknown) => unknown,
	schema: Schema,
) {
	return z.pipe(z.transform<unknown, unknown>(fn), schema);
}
