import fc from 'fast-check';
import { safeParse } from 'zod/v4/core';
import { valuesOf, type Vocabulary } from './schemaArbitraries.ts';
import { defOf, wrapped, wrapperKinds, type Schema } from './schemaDefs.ts';

type Path = ReadonlyArray<string | number>;

interface Node {
  path: Path;
  /** The schema the value at `path` was generated from, wrappers (optional, lazy…) included. */
  schema: Schema;
}

/**
 * Values that fit the schema but for one place, chosen among all the places of the value (the whole,
 * a field, an item, a field of an item…), where a spoilt value of that place's schema goes. With one
 * mistake and everything else right, a request gets past every check but the one that mistake is for.
 */
export function withOneMistake(schema: Schema, vocabulary: Vocabulary): fc.Arbitrary<unknown> {
  return valuesOf(schema, vocabulary, undefined).chain((value) =>
    fc
      .constantFrom(...nodesOf(schema, value, []))
      .chain((node) => valuesOf(node.schema, vocabulary, 1).map((mistake) => replacedAt(value, node.path, mistake))),
  );
}

/** Every place of a value with the schema it fits there. */
function nodesOf(schema: Schema, value: unknown, path: Path): Node[] {
  const here = { path, schema };
  let inner = schema;
  while (wrapperKinds.has(defOf(inner).type)) {
    const type = defOf(inner).type;
    if ((type === 'optional' || type === 'default') && value === undefined) return [here];
    if (type === 'nullable' && value === null) return [here];
    inner = wrapped(inner);
  }
  const def = defOf(inner);
  if (def.type === 'object' && isRecord(value)) {
    const fields = Object.entries(def.shape!).filter(([key]) => value[key] !== undefined);
    return [here, ...fields.flatMap(([key, field]) => nodesOf(field, value[key], [...path, key]))];
  }
  if (def.type === 'array' && Array.isArray(value)) {
    return [here, ...value.flatMap((item, index) => nodesOf(def.element!, item, [...path, index]))];
  }
  if (def.type === 'union') {
    const option = def.options!.find((candidate) => safeParse(candidate, value).success);
    // The option's own place is this one: only the places within it are added.
    if (option) return [here, ...nodesOf(option, value, path).slice(1)];
  }
  return [here];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of the value with the place at `path` replaced. */
function replacedAt(value: unknown, path: Path, replacement: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return replacement;
  const container = value as Record<string | number, unknown>;
  const copy = (Array.isArray(value) ? [...value] : { ...container }) as Record<string | number, unknown>;
  copy[key] = replacedAt(container[key], rest, replacement);
  return copy;
}
