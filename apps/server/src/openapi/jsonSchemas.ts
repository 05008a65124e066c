import { z } from 'zod/mini';
import { toJSONSchema, type $ZodType, type JSONSchema } from 'zod/v4/core';
import { filterRule, tagsSent } from '@velo/api-client/contract';

export type SchemaObject = JSONSchema.BaseSchema;

export const componentRef = (name: string) => `#/components/schemas/${name}`;

/**
 * Schemas that start with a custom check (a size limit run before the real parse, so a huge or
 * deeply nested value is refused cheaply): Zod cannot express the check in JSON Schema, so each is
 * documented as the schema it guards, once, under this name. Any other custom schema fails the
 * conversion, so a new one is a decision, not a silent `{}`.
 */
const guardedSchemas: Record<string, z.ZodMiniType> = { FilterRule: filterRule, Tags: tagsSent };

interface PipeDef {
  type: 'pipe';
  in: $ZodType;
  out: $ZodType;
}

const pipeDef = (schema: z.ZodMiniType) => schema._zod.def as unknown as PipeDef;

/** The custom check itself and the schemas it was cloned from (`.check()` clones): Zod reports each. */
function withParents(schema: $ZodType): $ZodType[] {
  const chain: $ZodType[] = [];
  for (let current: $ZodType | undefined = schema; current; current = current._zod.parent) chain.push(current);
  return chain;
}

const guardNames = new Map(
  Object.entries(guardedSchemas).flatMap(([name, schema]) => withParents(pipeDef(schema).in).map((check) => [check, name])),
);

/**
 * JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) of named Zod schemas, converted together so a
 * schema registered under a name is a `$ref` to it wherever it appears. `io` picks the side: what a
 * caller may send (`input`: defaults optional, query strings before their coercion) or what the
 * server answers (`output`). A transform has no JSON Schema and fails the conversion: no answer
 * schema has one, and a request's transforms sit behind pipes whose input side is documented.
 */
export function convertSchemas(schemas: Record<string, $ZodType>, io: 'input' | 'output'): Record<string, SchemaObject> {
  const registry = z.registry<{ id: string }>();
  for (const [name, schema] of Object.entries(schemas)) registry.add(schema, { id: name });
  if (io === 'input')
    for (const [name, schema] of Object.entries(guardedSchemas)) registry.add(pipeDef(schema).out, { id: name });

  const converted = toJSONSchema(registry, {
    target: 'draft-2020-12',
    io,
    uri: componentRef,
    unrepresentable: ({ zodSchema }) => {
      const guarded = guardNames.get(zodSchema);
      return guarded ? { $ref: componentRef(guarded) } : 'throw';
    },
  }).schemas;
  if ('__shared' in converted) {
    throw new Error('A recursive schema without a name cannot be documented: add it to guardedSchemas or name it');
  }
  return Object.fromEntries(Object.entries(converted).map(([name, schema]) => [name, withoutDialect(schema)]));
}

// The document states the dialect once (`jsonSchemaDialect`); each schema need not repeat it.
function withoutDialect(schema: SchemaObject): SchemaObject {
  const { $schema: _dialect, $id: _id, ...rest } = schema;
  return rest;
}
