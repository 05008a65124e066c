import type { z } from 'zod/mini';

/** The dotted paths a schema refuses in `value`; `[]` when it accepts it. */
export function issuePaths(schema: z.ZodMiniType | undefined, value: unknown): string[] {
  if (!schema) throw new Error('The endpoint has no such schema');
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
}
