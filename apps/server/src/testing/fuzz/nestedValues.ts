import { defOf, isOptional, lengthBounds, numberBounds, wrapped, wrapperKinds, type Schema } from './schemaDefs.ts';

/**
 * The smallest value of a recursive (lazy) schema, such as a filter group that holds groups, nested
 * `levels` times: `{ condition, filterRules: [{ condition, filterRules: [...] }] }`. Built level by
 * level, without recursion, so that it can be deeper than the stack.
 */
export function nestedValue(lazy: Schema, levels: number): unknown {
  const body = wrapped(lazy);
  let value = smallestValue(body);
  for (let level = 0; level < levels; level += 1) value = around(body, value);
  return value;
}

/** The smallest value of a schema that holds `inner` where it recurses. */
function around(schema: Schema, inner: unknown): unknown {
  const def = defOf(schema);
  if (def.type === 'lazy') return inner;
  if (wrapperKinds.has(def.type)) return around(wrapped(schema), inner);
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape!).flatMap(([key, field]) => {
          if (recurses(field)) return [[key, around(field, inner)]];
          return isOptional(field) ? [] : [[key, smallestValue(field)]];
        }),
      );
    case 'array':
      return recurses(def.element!) ? [around(def.element!, inner)] : [];
    case 'union':
      return around(def.options!.find(recurses) ?? def.options![0]!, inner);
    default:
      return smallestValue(schema);
  }
}

const recursing = new WeakMap<Schema, boolean>();

/** Whether a schema holds a lazy (recursive) one; asked at every level of a deep value, so kept per schema. */
function recurses(schema: Schema): boolean {
  let answer = recursing.get(schema);
  if (answer === undefined) {
    answer = holdsLazy(schema);
    recursing.set(schema, answer);
  }
  return answer;
}

function holdsLazy(schema: Schema): boolean {
  const def = defOf(schema);
  if (def.type === 'lazy') return true;
  if (wrapperKinds.has(def.type)) return recurses(wrapped(schema));
  if (def.type === 'object') return Object.values(def.shape!).some(recurses);
  if (def.type === 'array') return recurses(def.element!);
  if (def.type === 'union') return def.options!.some(recurses);
  return false;
}

/** The simplest value of a schema's kind: required fields only, empty arrays, the first option. */
export function smallestValue(schema: Schema): unknown {
  const def = defOf(schema);
  if (isOptional(schema)) return undefined;
  if (def.type === 'nullable') return null;
  if (wrapperKinds.has(def.type)) return smallestValue(wrapped(schema));
  switch (def.type) {
    case 'string':
      return 'x'.repeat(lengthBounds(schema).minLength);
    case 'number': {
      const { min, max } = numberBounds(schema);
      return Math.min(Math.max(0, Math.ceil(min)), max);
    }
    case 'boolean':
      return false;
    case 'enum':
      return Object.values(def.entries!)[0];
    case 'literal':
      return def.values![0];
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape!)
          .filter(([, field]) => !isOptional(field))
          .map(([key, field]) => [key, smallestValue(field)]),
      );
    case 'array':
      return [];
    case 'record':
      return {};
    case 'union':
      return smallestValue(def.options![0]!);
    default:
      return null;
  }
}
