import fc from 'fast-check';
import { numberEdges, stringEdges, wideArrays, wideRecords, wrongKinds } from './edgeValues.ts';
import { toJson } from './json.ts';
import { nestedValue, smallestValue } from './nestedValues.ts';
import { defOf, isOptional, lengthBounds, numberBounds, wrapped, wrapperKinds, type Schema } from './schemaDefs.ts';

export interface Vocabulary {
  /** Texts the server knows (list fields, sort terms, user names), so that values get past its first checks. */
  words: readonly string[];
  /** Texts for the fields of these names, in place of `words`: what a client really sends there (a password). */
  wordsByField?: Readonly<Record<string, readonly string[]>>;
  /** Numbers the server knows: ids of records that exist. */
  numbers: readonly number[];
  /** Values for particular schemas, by identity, where the schema alone does not say which values mean something. */
  overrides?: ReadonlyMap<Schema, (spoilOneIn: SpoilRate) => fc.Arbitrary<unknown>>;
  /** Values at and beyond edges of particular schemas that their definitions do not show (a custom check's limits). */
  knownEdges?: ReadonlyMap<Schema, fc.Arbitrary<unknown>>;
}

/**
 * How often a generated value goes wrong. Without a rate, values fit the schema as far as its kinds
 * and checks tell. With one, on average one value in that many, at any level, is at or beyond an edge
 * of its schema (bounds, NUL characters, odd dates, an object missing a field or carrying an unknown
 * one, a very wide array, a very deep recursive value) or of the wrong kind; at 1, every one is.
 */
export type SpoilRate = number | undefined;

/** Fitting values, with edges and values of the wrong kind at the rate given. */
export function spoiled(
  fitting: fc.Arbitrary<unknown>,
  edges: fc.Arbitrary<unknown>,
  spoilOneIn: SpoilRate,
): fc.Arbitrary<unknown> {
  if (!spoilOneIn) return fitting;
  const mistakes = fc.oneof({ weight: 3, arbitrary: edges }, { weight: 1, arbitrary: wrongKinds });
  if (spoilOneIn === 1) return mistakes;
  return fc.oneof({ weight: spoilOneIn - 1, arbitrary: fitting }, { weight: 1, arbitrary: mistakes });
}

/**
 * Like `spoiled`, for a value whose parts are spoilt at the same rate: with one mistake (rate 1), the
 * mistake is within the value as often as it is the value itself.
 */
export function spoiledWithin(
  shaped: fc.Arbitrary<unknown>,
  edges: fc.Arbitrary<unknown>,
  spoilOneIn: SpoilRate,
): fc.Arbitrary<unknown> {
  return spoilOneIn === 1 ? fc.oneof(shaped, spoiled(shaped, edges, 1)) : spoiled(shaped, edges, spoilOneIn);
}

/** Shaped values, and at the rate given values at the edges only (no wrong kinds): one-mistake values are either. */
function withEdges(shaped: fc.Arbitrary<unknown>, edges: fc.Arbitrary<unknown>, spoilOneIn: SpoilRate): fc.Arbitrary<unknown> {
  if (!spoilOneIn) return shaped;
  return fc.oneof({ weight: Math.max(spoilOneIn - 1, 1), arbitrary: shaped }, { weight: 1, arbitrary: edges });
}

interface Walk {
  vocabulary: Vocabulary;
  spoilOneIn: SpoilRate;
  /** Whether every schema with known edges takes one of them. */
  atKnownEdges: boolean;
  /** How many times a recursive schema has been unrolled on the way here. */
  unrolled: number;
  /** The words for texts here: the field's own, or the vocabulary's. */
  words: readonly string[];
}

// Recursive schemas are unrolled this far for ordinary values; deeper nesting is one of the edges.
const unrolledLevels = 3;
// Deeper than a server's recursion can follow (three JSON levels a group), within a body of 1 MiB.
const deepestNesting = 10_000;

/** Values for a schema of the contract, found by walking its definition. */
export function valuesOf(schema: Schema, vocabulary: Vocabulary, spoilOneIn: SpoilRate): fc.Arbitrary<unknown> {
  return walk(schema, { vocabulary, spoilOneIn, atKnownEdges: false, unrolled: 0, words: vocabulary.words });
}

/**
 * Fitting values but for the schemas with known edges, which take one of them (a filter at each of
 * its limits): rare among other mistakes, these edges get calls of their own.
 */
export function valuesAtKnownEdges(schema: Schema, vocabulary: Vocabulary): fc.Arbitrary<unknown> {
  return walk(schema, { vocabulary, spoilOneIn: undefined, atKnownEdges: true, unrolled: 0, words: vocabulary.words });
}

function walk(schema: Schema, context: Walk): fc.Arbitrary<unknown> {
  const knownEdges = context.vocabulary.knownEdges?.get(schema);
  if (knownEdges && context.atKnownEdges) return knownEdges;
  const shaped = walkedValues(schema, context);
  return knownEdges ? withEdges(shaped, knownEdges, context.spoilOneIn) : shaped;
}

function walkedValues(schema: Schema, context: Walk): fc.Arbitrary<unknown> {
  const override = context.vocabulary.overrides?.get(schema);
  if (!override && wrapperKinds.has(defOf(schema).type)) return throughWrapper(schema, context);
  // An override knows mistakes within its values that the schema does not tell (a date field's date past 9999).
  if (override) return spoiledWithin(override(context.spoilOneIn), edges(schema, context), context.spoilOneIn);
  return spoiled(ownKind(schema, context), edges(schema, context), context.spoilOneIn);
}

function throughWrapper(schema: Schema, context: Walk): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(walk(def.innerType!, context), { nil: undefined });
    case 'nullable':
      return fc.option(walk(def.innerType!, context), { nil: null });
    case 'lazy': {
      if (context.unrolled >= unrolledLevels) return fc.constant(smallestValue(schema));
      const unrolled = walk(def.getter!(), { ...context, unrolled: context.unrolled + 1 });
      const deep = fc.integer({ min: 2, max: deepestNesting }).map((levels) => nestedValue(schema, levels));
      return withEdges(unrolled, deep, context.spoilOneIn);
    }
    default:
      return walk(wrapped(schema), context);
  }
}

function ownKind(schema: Schema, context: Walk): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return strings(schema, context.words);
    case 'number':
      return numbers(schema, context.vocabulary.numbers);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries!));
    case 'literal':
      return fc.constantFrom(...def.values!);
    case 'unknown':
    case 'any':
    case 'custom':
      return wrongKinds;
    case 'array': {
      const { minLength, maxLength } = lengthBounds(schema);
      return fc.array(walk(def.element!, context), { minLength, maxLength: Math.min(maxLength, minLength + 20) });
    }
    case 'union':
      return fc.oneof(...def.options!.map((option) => walk(option, context)));
    case 'object':
      return objects(def.shape!, context);
    case 'record':
      return fc.dictionary(walk(def.keyType!, context) as fc.Arbitrary<string>, walk(def.valueType!, context), {
        maxKeys: 20,
      });
    default:
      throw new Error(`The contract fuzzer has no values for a ${def.type} schema: teach schemaArbitraries.ts this kind.`);
  }
}

function strings(schema: Schema, words: readonly string[]): fc.Arbitrary<string> {
  const { minLength, maxLength, patterns } = lengthBounds(schema);
  const fits = (text: string) =>
    text.length >= minLength && text.length <= maxLength && patterns.every((pattern) => pattern.test(text));
  if (patterns[0]) return fc.stringMatching(patterns[0]).filter(fits);
  const known = words.filter(fits);
  const random = fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 20) });
  return known.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: random }) : random;
}

function numbers(schema: Schema, knownNumbers: readonly number[]): fc.Arbitrary<number> {
  const bounds = numberBounds(schema);
  const { min, max, minExcluded, maxExcluded, integer } = bounds;
  const known = knownNumbers.filter((n) => n >= min && n <= max && (!integer || Number.isInteger(n)));
  const random = integer
    ? fc.integer({ min, max })
    : fc.double({
        ...(Number.isFinite(min) ? { min, minExcluded } : {}),
        ...(Number.isFinite(max) ? { max, maxExcluded } : {}),
        noNaN: true,
        noDefaultInfinity: true,
      });
  return known.length ? fc.oneof(fc.constantFrom(...known), random) : random;
}

function objects(shape: Record<string, Schema>, context: Walk): fc.Arbitrary<Record<string, unknown>> {
  const wordsFor = (key: string) => context.vocabulary.wordsByField?.[key] ?? context.vocabulary.words;
  const fields = Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, walk(field, { ...context, words: wordsFor(key) })]),
  );
  const requiredKeys = Object.keys(shape).filter((key) => !isOptional(shape[key]!));
  return fc.record(fields, { requiredKeys }) as fc.Arbitrary<Record<string, unknown>>;
}

/** Values at and beyond the edges of this schema, whatever they hold fitting theirs: one mistake, here. */
function edges(schema: Schema, spoiling: Walk): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const context = { ...spoiling, spoilOneIn: undefined };
  switch (def.type) {
    case 'string':
      return stringEdges(lengthBounds(schema), context.words);
    case 'number':
      return numberEdges(numberBounds(schema));
    case 'enum':
    case 'literal': {
      const values = def.entries ? Object.values(def.entries) : def.values!;
      return fc.constantFrom(...values.flatMap((value) => [String(value).toUpperCase(), ` ${String(value)}`]));
    }
    case 'array':
      return fc.oneof(fc.constant([]), wideArrays(walk(def.element!, context)));
    case 'object':
      return objectEdges(def.shape!, context);
    case 'record':
      return fc.oneof(
        fc.constant({}),
        wideRecords(walk(def.valueType!, context)),
        // `__proto__` as an own key, as JSON.parse makes it.
        walk(def.valueType!, context).map((value) => JSON.parse(`{"__proto__": ${toJson(value)}}`) as unknown),
      );
    default:
      return wrongKinds;
  }
}

/** An object with one required field left out, or with a field the schema does not know. */
function objectEdges(shape: Record<string, Schema>, context: Walk): fc.Arbitrary<Record<string, unknown>> {
  const whole = objects(shape, context);
  const keys = Object.keys(shape);
  const requiredKeys = keys.filter((key) => !isOptional(shape[key]!));
  // `__proto__` as an own key: Object.fromEntries defines it instead of setting the prototype.
  const unknownKeys = ['__proto__', 'constructor', 'extra', ...keys.map((key) => key.toUpperCase())];
  const withUnknown = fc
    .tuple(whole, fc.constantFrom(...unknownKeys), wrongKinds)
    .map(([value, key, extra]) => Object.fromEntries([...Object.entries(value), [key, extra]]));
  if (!requiredKeys.length) return withUnknown;
  const withoutRequired = fc
    .tuple(whole, fc.constantFrom(...requiredKeys))
    .map(([value, key]) => Object.fromEntries(Object.entries(value).filter(([name]) => name !== key)));
  return fc.oneof(withUnknown, withoutRequired);
}
