import type { $ZodType } from 'zod/v4/core';
import { requestNotValid } from './errors.ts';

// ASP.NET binds a request's names without regard to case, and the original clients rely on it
// (`DoorId` for `doorId`, `Location/Get?Id=`). So before a query or body is parsed, each name the
// contract knows is written as the contract writes it: an object's keys, and the values of an enum
// (a list's filter fields and sort keys, a filter's operators). Names it does not know are left as
// sent, for the schema to refuse. Two keys of one object that differ only by case are refused: which
// one ASP.NET would bind is not something a caller should rely on.

type Path = readonly PropertyKey[];

interface Plan {
  /** How well a value fits this schema's names, to choose a union's branch: 0 when it does not. */
  fit(value: unknown): number;
  apply(value: unknown, path: Path): unknown;
}

/** Deeper than any request the contract takes: left as sent, for the schema's own limits to refuse. */
const deepest = 64;

interface Def {
  type: string;
  shape?: Record<string, $ZodType>;
  innerType?: $ZodType;
  element?: $ZodType;
  options?: readonly $ZodType[];
  entries?: Record<string, unknown>;
  in?: $ZodType;
  out?: $ZodType;
  getter?: () => $ZodType;
}

const defOf = (schema: $ZodType) => schema._zod.def as unknown as Def;
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);

const plans = new WeakMap<$ZodType, Plan | null>();

/**
 * What writes a query or body's names as `schema` writes them; a value without names to match (or no
 * schema) is answered as it is. Built once per schema.
 */
export function namesMatcher(schema: $ZodType | undefined): (value: unknown) => unknown {
  const plan = schema ? planOf(schema) : null;
  return plan ? (value) => plan.apply(value, []) : (value) => value;
}

function planOf(schema: $ZodType): Plan | null {
  if (plans.has(schema)) return plans.get(schema)!;
  // A recursive schema (a filter's nested groups) meets itself while its plan is built: it gets one
  // that defers to the plan once built.
  let built: Plan | null = null;
  plans.set(schema, { fit: (value) => built?.fit(value) ?? 0, apply: (value, path) => built?.apply(value, path) ?? value });
  built = buildPlan(schema);
  plans.set(schema, built);
  return built;
}

function buildPlan(schema: $ZodType): Plan | null {
  const def = defOf(schema);
  if (wrappers.has(def.type)) return planOf(def.innerType!);
  switch (def.type) {
    case 'object':
      return objectPlan(def.shape!);
    case 'enum':
      return enumPlan(Object.values(def.entries!));
    case 'array':
      return arrayPlan(def.element!);
    case 'union':
      return unionPlan(def.options!);
    case 'lazy':
      return planOf(def.getter!());
    case 'pipe':
      // A pipe that starts with a custom check (a size limit) is sent as the schema it guards.
      return defOf(def.in!).type === 'custom' ? planOf(def.out!) : planOf(def.in!);
    default:
      return null;
  }
}

function objectPlan(shape: Record<string, $ZodType>): Plan | null {
  const known = new Map(Object.entries(shape).map(([key, field]) => [key.toLowerCase(), { key, plan: planOf(field) }]));
  if (known.size === 0) return null;
  return {
    fit: (value) => (isPlainObject(value) ? Object.keys(value).filter((key) => known.has(key.toLowerCase())).length : 0),
    apply(value, path) {
      if (!isPlainObject(value) || path.length > deepest) return value;
      const sent = new Map<string, string>();
      const entries = Object.entries(value).map(([key, item]) => {
        const field = known.get(key.toLowerCase());
        if (!field) return [key, item];
        const twin = sent.get(field.key);
        if (twin !== undefined) throw sentTwice(path, field.key, twin, key);
        sent.set(field.key, key);
        return [field.key, field.plan ? field.plan.apply(item, [...path, field.key]) : item];
      });
      return Object.fromEntries(entries);
    },
  };
}

function enumPlan(values: readonly unknown[]): Plan | null {
  const names = values.filter((value): value is string => typeof value === 'string');
  const byCase = new Map(names.map((name) => [name.toLowerCase(), name]));
  // Two values that differ only by case cannot be told apart: they are matched exactly.
  const unambiguous = new Map([...byCase].filter(([lower]) => names.filter((name) => name.toLowerCase() === lower).length === 1));
  if (unambiguous.size === 0) return null;
  return {
    fit: (value) => (typeof value === 'string' && unambiguous.has(value.toLowerCase()) ? 1 : 0),
    apply: (value) => (typeof value === 'string' ? (unambiguous.get(value.toLowerCase()) ?? value) : value),
  };
}

function arrayPlan(element: $ZodType): Plan | null {
  const plan = planOf(element);
  if (!plan) return null;
  return {
    fit: (value) => (Array.isArray(value) ? 1 : 0),
    apply: (value, path) =>
      Array.isArray(value) && path.length <= deepest ? value.map((item, index) => plan.apply(item, [...path, index])) : value,
  };
}

function unionPlan(options: readonly $ZodType[]): Plan | null {
  const branches = options.map(planOf).filter((plan): plan is Plan => plan !== null);
  if (branches.length === 0) return null;
  const best = (value: unknown) => {
    let chosen: Plan | undefined;
    let score = 0;
    for (const branch of branches) {
      const fit = branch.fit(value);
      if (fit > score) [chosen, score] = [branch, fit];
    }
    return { chosen, score };
  };
  return {
    fit: (value) => best(value).score,
    apply: (value, path) => best(value).chosen?.apply(value, path) ?? value,
  };
}

function sentTwice(path: Path, key: string, first: string, second: string) {
  const member = [...path, key].map(String).join('.');
  return requestNotValid([
    { message: `"${key}" is sent twice, as "${first}" and "${second}": send it once.`, members: [member] },
  ]);
}
