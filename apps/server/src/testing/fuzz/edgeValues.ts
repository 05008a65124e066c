import fc from 'fast-check';
import { toJson } from './json.ts';
import type { LengthBounds, NumberBounds } from './schemaDefs.ts';

// Values where servers break: what PostgreSQL cannot store, compare or bind, what JavaScript reads
// differently from PostgreSQL, and what JSON carries that a schema may not expect.

const int32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };

const fixedNumbers = [
  0,
  -0,
  0.5,
  -1,
  int32.max,
  int32.max + 1,
  int32.min,
  int32.min - 1,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 3,
  -Number.MAX_SAFE_INTEGER - 3,
  1e308,
  -1e308,
  5e-324,
];

/** Numbers at and beyond the schema's bounds, at the edges of 32-bit and safe integers, and any double. */
export function numberEdges({ min, max }: NumberBounds): fc.Arbitrary<number> {
  const aroundBounds = [min, max].filter(Number.isFinite).flatMap((bound) => [bound - 1, bound, bound + 1]);
  return fc.oneof(fc.constantFrom(...aroundBounds, ...fixedNumbers), fc.double({ noNaN: true, noDefaultInfinity: true }));
}

/**
 * Dates PostgreSQL and JavaScript disagree on or cannot hold: the year 0 and before, past 9999 (also
 * once moved to UTC), impossible days and hours, and PostgreSQL's special words.
 */
export const dateEdges = [
  '0000-01-01',
  '0001-01-01T00:00:00+01:00',
  '-000001-01-01T00:00:00Z',
  '9999-12-31T23:59:59-14:00',
  '10000-01-01',
  '2024-02-30',
  '2024-01-01T24:00:00Z',
  'infinity',
  'epoch',
];

// Built once: fast-check maps every code point when it builds a string arbitrary (0.1 s each time).
const anyText = fc.string({ unit: 'binary', maxLength: 40 });

/**
 * Texts at and beyond the schema's lengths, NUL characters (PostgreSQL text cannot hold one), a
 * lone surrogate, LIKE's wildcards, very long text, date edges, and known words spoilt.
 */
export function stringEdges({ minLength, maxLength }: LengthBounds, words: readonly string[]): fc.Arbitrary<string> {
  const beyondLengths = [minLength - 1, maxLength + 1].filter((length) => length >= 0 && Number.isFinite(length));
  return fc.oneof(
    fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\ud800', '%_\\', "'; --", 'x'.repeat(10_000), ...dateEdges),
    fc.constantFrom(...beyondLengths.map((length) => 'x'.repeat(length)), ...words.map((word) => `${word}\u0000`)),
    fc.constantFrom(...words).map((word) => ` ${word.toUpperCase()} `),
    anyText,
  );
}

/** Any JSON value, for a field that expects another kind of value. */
export const wrongKinds: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, 0, '', [], {}, '1', 'true', 'null'),
  fc.jsonValue({ maxDepth: 2 }),
);

/** More items than one statement can bind: PostgreSQL takes 65,535 parameters at most. */
export const moreThanAStatementBinds = 70_000;

// Past the server's body limit (1 MiB): a longer array of large items would only cost the test the
// time to write it out.
const widestJson = 1.5 * 2 ** 20;

/** Arrays longer than any page, rule list or statement takes, or than a body may be. */
export const wideArrays = <T>(element: fc.Arbitrary<T>): fc.Arbitrary<T[]> =>
  fc.tuple(element, fc.constantFrom(1_000, moreThanAStatementBinds)).map(([item, length]) => {
    const itemLength = toJson(item).length + 1;
    return Array<T>(Math.min(length, Math.ceil(widestJson / itemLength))).fill(item);
  });

/** Maps with more keys than any record takes (a thousand, or as many as fit the body), each key its own. */
export const wideRecords = <T>(value: fc.Arbitrary<T>): fc.Arbitrary<Record<string, T>> =>
  fc.tuple(value, fc.constantFrom(1_000, moreThanAStatementBinds)).map(([item, count]) => {
    const entryLength = toJson(item).length + 12;
    return Object.fromEntries(
      Array.from({ length: Math.min(count, Math.ceil(widestJson / entryLength)) }, (_, index) => [`k${index}`, item]),
    );
  });
