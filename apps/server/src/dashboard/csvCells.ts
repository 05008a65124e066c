/** A plain number, as a spreadsheet reads one: `12`, `-12.50`, `+3`, `1e5`. */
const plainNumber = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
/** What makes a spreadsheet run a cell as a formula (or hide one behind a tab or a carriage return). */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * A cell as a spreadsheet may open it safely: text beginning with `=`, `+`, `-`, `@`, a tab or a
 * carriage return gets a leading `'` (quoting alone does not stop a spreadsheet running a formula),
 * plain numbers such as `-12.50` stay numbers.
 */
export function neutraliseCell(text: string): string {
  return formulaStart.test(text) && !plainNumber.test(text) ? `'${text}` : text;
}

/** A cell as RFC 4180 writes it: quoted, its quotes doubled, when it holds a comma, a quote or a line break. */
export function quoteCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV text: each cell neutralised and quoted, lines ended by CRLF. */
export function csvText(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return rows.map((row) => row.map((cell) => quoteCell(neutraliseCell(String(cell)))).join(',') + '\r\n').join('');
}
