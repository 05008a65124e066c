// Generated values can hold texts of ten thousand characters, arrays of seventy thousand items and
// groups nested a thousand levels: a counterexample is printed cut down to what a reader can take in.

const longestText = 40;
const itemsShown = 3;
const levelsShown = 12;

/** A short rendering of a JSON value: long texts and arrays cut, with their sizes, and deep nesting elided with its depth. */
export function preview(value: unknown, level = 0): string {
  if (value === undefined) return 'undefined';
  if (Object.is(value, -0)) return '-0';
  if (typeof value === 'string') {
    return value.length > longestText
      ? `${JSON.stringify(value.slice(0, longestText))}…(${value.length} chars)`
      : JSON.stringify(value);
  }
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  if (level === levelsShown) return `…(${depthOf(value)} more levels)`;
  if (Array.isArray(value)) {
    const shown = value.slice(0, itemsShown).map((item) => preview(item, level + 1));
    if (value.length > itemsShown) shown.push(`…(${value.length} items)`);
    return `[${shown.join(', ')}]`;
  }
  return `{${Object.entries(value)
    .map(([key, item]) => `${JSON.stringify(key)}: ${preview(item, level + 1)}`)
    .join(', ')}}`;
}

/** How deep a value nests, counted without recursion (a value may be nested deeper than the stack allows). */
function depthOf(value: unknown): number {
  let deepest = 0;
  const pending: Array<[unknown, number]> = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    if (typeof node !== 'object' || node === null) continue;
    deepest = Math.max(deepest, depth);
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return deepest;
}
