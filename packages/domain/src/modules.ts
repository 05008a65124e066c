/** The keys a new module's or item's tags start with, in this order, their values to be filled in. */
export const defaultTagKeys = [
  'Produkt',
  'Product spesifications',
  'Created date',
  'Color',
  'Add-ons',
  'Folie',
  'Nøkkel ID #',
  'nøkkel 1',
  'nøkkel 2',
  'Comment',
] as const;

/** The most characters a tag's key and value may hold, and the most tags a module or an item may have. */
export const tagLimits = { key: 100, value: 1000, count: 50 } as const;

/** The most characters a module's and an item's texts may hold. */
export const moduleLimits = { name: 100 } as const;
export const itemLimits = { name: 100, dmsId: 100 } as const;

/** The most items one module save may ask new doors for. */
export const maxItemsPerModuleSave = 500;

/** Tags as the wire and the database hold them: key to value. */
export type Tags = Record<string, string>;

/** One row of a tag editor. */
export interface TagPair {
  key: string;
  value: string;
}

export const tagKeyRequired = 'Enter a key';
export const tagKeyTaken = 'This key is already used';
export const tagKeyTooLong = `At most ${tagLimits.key} characters`;
export const tooManyTags = `At most ${tagLimits.count} tags`;

const isBlank = ({ key, value }: TagPair) => !key.trim() && !value.trim();

/**
 * What is wrong with each row's key, by row (undefined when nothing is): a row with a value needs a
 * key, and no two rows may have the same key (compared trimmed). A row with neither is left out on save.
 */
export function tagKeyProblems(pairs: readonly TagPair[]): Array<string | undefined> {
  const counts = new Map<string, number>();
  for (const pair of pairs) {
    const key = pair.key.trim();
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return pairs.map((pair) => {
    const key = pair.key.trim();
    if (isBlank(pair)) return undefined;
    if (!key) return tagKeyRequired;
    if (key.length > tagLimits.key) return tagKeyTooLong;
    return (counts.get(key) ?? 0) > 1 ? tagKeyTaken : undefined;
  });
}

/** The tags a valid list of rows stands for: keys trimmed, rows with neither key nor value left out. */
export function tagsOf(pairs: readonly TagPair[]): Tags {
  return Object.fromEntries(pairs.filter((pair) => !isBlank(pair)).map((pair) => [pair.key.trim(), pair.value]));
}

/**
 * Tags as rows to edit or show: the default keys first in their own order, then the others by name.
 * (The database keeps tags as JSONB, which does not keep the order they were entered in.)
 */
export function tagPairsOf(tags: Tags): TagPair[] {
  const defaultOrder = new Map<string, number>(defaultTagKeys.map((key, index) => [key, index]));
  const rank = (key: string) => defaultOrder.get(key) ?? defaultTagKeys.length;
  return Object.entries(tags)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([key, value]) => ({ key, value }));
}

/** The rows a new module or item starts with: each default key, no value. */
export const defaultTagPairs = (): TagPair[] => defaultTagKeys.map((key) => ({ key, value: '' }));

/**
 * Whether saving a module with `chosen` as its location offers new doors there for its items: only
 * a real location (an id above 0) other than the one it has.
 */
export const offersNewDoors = (current: number | null | undefined, chosen: number | null | undefined): chosen is number =>
  typeof chosen === 'number' && chosen > 0 && chosen !== current;

/** A module without a location. */
export const notAssigned = 'Not assigned';
export const noModulesYet = 'No modules yet.';
export const moduleDeleted = 'Module deleted';
/** The modules and items tables show this many rows a page, of up to `moduleListFetch` read at once. */
export const moduleListPageSize = 25;
export const moduleListFetch = 1000;
