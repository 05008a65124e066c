import { z } from 'zod/mini';
import { tagLimits, tooManyTags, type Tags } from '@velo/domain';

/** A module's or an item's tags as answered: key to value. */
export const tags = z.record(z.string(), z.string());

// A lone surrogate is fine in JavaScript but not in PostgreSQL's JSONB, nor is a NUL character.
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const storable = (text: string) => !text.includes('\u0000') && !loneSurrogate.test(text);
const notStorable = 'Text may not contain a NUL character or half of a surrogate pair.';

/** What is wrong with a tag's key as sent, if anything. */
function keyProblem(key: string): string | undefined {
  if (!key.trim()) return 'A tag needs a key.';
  if (key !== key.trim()) return "A tag's key may not begin or end with a space.";
  if (key.length > tagLimits.key) return `A tag's key may hold at most ${tagLimits.key} characters.`;
  if (key === '__proto__') return 'This key is reserved. Choose another.';
  if (!storable(key)) return notStorable;
  return undefined;
}

const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const tagValue = z
  .string()
  .check(
    z.maxLength(tagLimits.value, { error: `A tag's value may hold at most ${tagLimits.value} characters.` }),
    z.refine(storable, { error: notStorable }),
  );

/**
 * Tags as a save sends them: up to `tagLimits.count` of them, each key trimmed, not empty and at most
 * `tagLimits.key` characters (keys of a map are unique), each value at most `tagLimits.value`. Their
 * number is checked before any of them is read, so a huge map is refused at once.
 */
export const tagsSent: z.ZodMiniType<Tags, unknown> = z.pipe(
  z.custom<unknown>().check((payload) => {
    const sent = payload.value;
    if (!isMap(sent)) return;
    const keys = Object.keys(sent);
    if (keys.length > tagLimits.count) {
      payload.issues.push({ code: 'custom', message: `${tooManyTags}.`, input: keys.length });
      return;
    }
    for (const key of keys) {
      const problem = keyProblem(key);
      if (problem) payload.issues.push({ code: 'custom', message: problem, input: key, path: [key] });
    }
  }),
  z.record(z.string(), tagValue),
);
