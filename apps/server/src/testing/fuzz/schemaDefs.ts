import type { $ZodType } from 'zod/v4/core';

// Reads a schema's definition (`schema._zod.def`), which classic `zod` and `zod/mini` share: the
// fuzzer works whichever the contract is written in, and uses no method of either.

export type Schema = $ZodType;

/** The parts of a definition the fuzzer reads; each kind of schema has some of them. */
export interface Def {
  type: string;
  /** Objects: the fields; a `never` catchall makes the object strict. */
  shape?: Record<string, Schema>;
  /** Arrays. */
  element?: Schema;
  /** Records (maps): the schema of their keys and of their values. */
  keyType?: Schema;
  valueType?: Schema;
  /** Unions. */
  options?: readonly Schema[];
  /** Optional, nullable, default and other wrappers. */
  innerType?: Schema;
  /** Pipes: what the caller sends goes in, what the server uses comes out. */
  in?: Schema;
  out?: Schema;
  /** Lazy (recursive) schemas. */
  getter?: () => Schema;
  /** Enums. */
  entries?: Record<string, string | number>;
  /** Literals. */
  values?: readonly unknown[];
  /** Formats (ISO date-times, ints) are schemas and checks at once. */
  check?: string;
  format?: string;
  pattern?: RegExp;
  checks?: ReadonlyArray<{ _zod: { def: CheckDef } }>;
}

interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  value?: number;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  length?: number;
}

export const defOf = (schema: Schema): Def => schema._zod.def as unknown as Def;

/** Kinds that only wrap another schema: the fuzzer goes through them to the schema they wrap. */
export const wrapperKinds = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'nonoptional',
  'readonly',
  'catch',
  'pipe',
  'lazy',
]);

/** The schema a wrapper stands for: for a pipe, its output side unless that is a transform, whose input is unknown. */
export function wrapped(schema: Schema): Schema {
  const def = defOf(schema);
  if (def.type === 'lazy') return def.getter!();
  if (def.type === 'pipe') return defOf(def.out!).type === 'transform' ? def.in! : def.out!;
  return def.innerType!;
}

/** Whether an object may leave the field out. */
export const isOptional = (schema: Schema) => schema._zod.optin === 'optional';

// The schema's own format (an `z.int()`, an `z.iso.datetime()`) and its checks, read alike.
const checksOf = (schema: Schema): CheckDef[] => {
  const def = defOf(schema);
  return [...(def.check ? [def as CheckDef] : []), ...(def.checks ?? []).map((check) => check._zod.def)];
};

export interface NumberBounds {
  min: number;
  max: number;
  minExcluded: boolean;
  maxExcluded: boolean;
  integer: boolean;
}

/** The range a number schema accepts; an integer's exclusive bounds moved in to the nearest whole number. */
export function numberBounds(schema: Schema): NumberBounds {
  const bounds = { min: -Infinity, max: Infinity, minExcluded: false, maxExcluded: false, integer: false };
  for (const check of checksOf(schema)) {
    if (check.check === 'number_format' && check.format?.includes('int')) bounds.integer = true;
    if (check.check === 'greater_than' && check.value! >= bounds.min) {
      bounds.min = check.value!;
      bounds.minExcluded = !check.inclusive;
    }
    if (check.check === 'less_than' && check.value! <= bounds.max) {
      bounds.max = check.value!;
      bounds.maxExcluded = !check.inclusive;
    }
  }
  if (!bounds.integer) return bounds;
  return {
    min: Math.max(bounds.minExcluded ? Math.floor(bounds.min) + 1 : Math.ceil(bounds.min), Number.MIN_SAFE_INTEGER),
    max: Math.min(bounds.maxExcluded ? Math.ceil(bounds.max) - 1 : Math.floor(bounds.max), Number.MAX_SAFE_INTEGER),
    minExcluded: false,
    maxExcluded: false,
    integer: true,
  };
}

export interface LengthBounds {
  minLength: number;
  maxLength: number;
  /** The patterns a string must match (a regex check, or a format such as an ISO date-time). */
  patterns: RegExp[];
}

/** The lengths a string or an array accepts, and the patterns a string must match. */
export function lengthBounds(schema: Schema): LengthBounds {
  const bounds: LengthBounds = { minLength: 0, maxLength: Infinity, patterns: [] };
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length') bounds.minLength = Math.max(bounds.minLength, check.minimum!);
    if (check.check === 'max_length') bounds.maxLength = Math.min(bounds.maxLength, check.maximum!);
    if (check.check === 'length_equals') bounds.minLength = bounds.maxLength = check.length!;
    if (check.check === 'string_format' && check.pattern) bounds.patterns.push(check.pattern);
  }
  return bounds;
}
