/**
 * Locations ranked by orders as the chart's name-to-count map keys them: each by its name, unless an
 * earlier one has that name already (or the name is an integer, which an object would move first),
 * then with ` (#id)` after it.
 */
export function rankedNames<Row extends { id: number; name: string }>(rows: Row[]): Array<Row & { label: string }> {
  const taken = new Set<string>();
  return rows.map((row) => {
    let label = row.name;
    if (taken.has(label) || /^(0|[1-9]\d*)$/.test(label)) label = `${row.name} (#${row.id})`;
    taken.add(label);
    return { ...row, label };
  });
}
