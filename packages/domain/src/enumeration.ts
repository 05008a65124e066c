import { z } from 'zod/mini';

/** A closed set of values with the labels the spec gives them, e.g. order status 0 Pending … 4. */
export interface Enumeration<Value extends number | string> {
  readonly values: readonly Value[];
  /** The label of a value; `fallback` (default: the value itself) for one outside the set, as data from a server may hold. */
  label(value: number | string | null | undefined, fallback?: string): string;
  /** `[{ value, label }]` in the spec's order, for selects and filters. */
  readonly options: ReadonlyArray<{ value: Value; label: string }>;
  has(value: unknown): value is Value;
  /** Accepts exactly the values of the set: the wire contract and the server validate with it. */
  readonly schema: z.ZodMiniType<Value, Value>;
}

export function enumeration<const Value extends number | string>(
  entries: ReadonlyArray<readonly [Value, string]>,
): Enumeration<Value> {
  const labels = new Map<Value, string>(entries);
  const values = entries.map(([value]) => value);
  return {
    values,
    label: (value, fallback) => (labels.has(value as Value) ? labels.get(value as Value)! : (fallback ?? String(value ?? ''))),
    options: entries.map(([value, label]) => ({ value, label })),
    has: (value): value is Value => labels.has(value as Value),
    schema: z.literal(values),
  };
}

export type ValueOf<E> = E extends Enumeration<infer Value> ? Value : never;
