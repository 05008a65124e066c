import { sortKeysOf, type ListDefinition } from '@velo/api-client/contract';
import { sortingPattern } from '../lists/sorting.ts';
import { componentRef, type SchemaObject } from './jsonSchemas.ts';

/** The contract's one FilterRule, whose rules may name any field: each list gets its own. */
const sharedFilterRule = 'FilterRule';

/** Whether a request's schema takes a list's `sorting` or `filterRule`. */
export const isListRequest = (schema: SchemaObject) =>
  Object.keys(schema.properties ?? {}).some((key) => key === 'sorting' || key === 'filterRule');

/**
 * A list endpoint's own request schemas, under its operation's name: its body, whose `sorting` takes
 * only the list's sort keys, and its FilterRule, whose rules name only the list's fields. `body` and
 * `filterRule` are the shared schemas, converted from the contract; the server checks a request
 * against the same list (see lists/listFields.ts and lists/sorting.ts).
 */
export function listRequestSchemas(
  operation: string,
  { body, filterRule }: { body: SchemaObject; filterRule: SchemaObject },
  list: ListDefinition,
): Record<string, SchemaObject> {
  if (!isListRequest(body)) throw new Error(`${operation} declares a list but takes neither sorting nor filterRule`);
  const ownFilterRule = `${operation}.FilterRule`;
  const ownProperty = (key: string, property: SchemaObject) => {
    if (key === 'sorting') return sortingSchema(property, list);
    if (key === 'filterRule') return withRefRenamed(property, sharedFilterRule, ownFilterRule);
    return property;
  };
  const properties = Object.fromEntries(
    Object.entries(body.properties ?? {}).map(([key, property]) => [key, ownProperty(key, property as SchemaObject)]),
  );
  return {
    [`${operation}.Body`]: { ...body, properties },
    ...('filterRule' in properties ? { [ownFilterRule]: listFilterRule(filterRule, ownFilterRule, list) } : {}),
  };
}

function sortingSchema(sorting: SchemaObject, list: ListDefinition): SchemaObject {
  const keys = sortKeysOf(list);
  if (keys.length === 0)
    return { ...sorting, pattern: sortingPattern(keys), description: 'None: this list is in its own order; leave it out.' };
  const example = keys.length > 1 ? `${keys.at(-1)} DESC, ${keys[0]}` : `${keys[0]} DESC`;
  return {
    ...sorting,
    pattern: sortingPattern(keys),
    description: `This list's sort keys, in any case: ${keys.map((key) => `\`${key}\``).join(', ')}. Each may be followed by \`ASC\` or \`DESC\`, several joined by commas (\`${example}\`); blank or null is the list's own order.`,
    examples: [example],
  };
}

/** The shared FilterRule with its rules' `field` one of the list's fields, its nested groups this one again. */
function listFilterRule(filterRule: SchemaObject, ownName: string, list: ListDefinition): SchemaObject {
  const own = withRefRenamed(filterRule, sharedFilterRule, ownName);
  const rules = (own.properties?.filterRules as SchemaObject | undefined)?.items as SchemaObject | undefined;
  const leaf = (rules?.anyOf as SchemaObject[] | undefined)?.find((variant) => variant.properties?.field);
  if (!leaf?.properties)
    throw new Error(`${sharedFilterRule} has no rule with a field: its shape is not the one documented here`);
  leaf.properties.field = {
    type: 'string',
    enum: Object.keys(list.fields),
    description: "One of this list's fields; any case is taken (`creationtime` is `CreationTime`).",
  };
  return own;
}

/** A deep copy of `schema` with its `$ref`s to one component made to another. */
function withRefRenamed(schema: SchemaObject, from: string, to: string): SchemaObject {
  return JSON.parse(JSON.stringify(schema).replaceAll(`"${componentRef(from)}"`, `"${componentRef(to)}"`)) as SchemaObject;
}
