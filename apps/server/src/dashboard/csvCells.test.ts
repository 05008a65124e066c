import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvText, neutraliseCell, quoteCell } from './csvCells.ts';

const formulaStart = /^[=+\-@\t\r]/;
const plainNumber = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** The cells of CSV text as RFC 4180 reads them. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted && char === '"' && text[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (quoted && char === '"') quoted = false;
    else if (quoted) cell += char;
    else if (char === '"') quoted = true;
    else if (char === ',') endCell();
    else if (char === '\r' && text[index + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      index += 1;
    } else cell += char;
  }
  return rows;
}

describe('neutraliseCell', () => {
  it('puts a quote before text a spreadsheet would run', () => {
    expect(neutraliseCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(neutraliseCell('+47 call')).toBe("'+47 call");
    expect(neutraliseCell('-cmd|calc')).toBe("'-cmd|calc");
    expect(neutraliseCell('@import')).toBe("'@import");
    expect(neutraliseCell('\tTab')).toBe("'\tTab");
    expect(neutraliseCell('\rReturn')).toBe("'\rReturn");
  });

  it('keeps plain numbers and ordinary text', () => {
    for (const text of ['-12.50', '+3', '12', '0.5', '-1e5', 'Oslo S', '', "'quoted"]) expect(neutraliseCell(text)).toBe(text);
  });

  it('never lets a cell start with a formula character unless it is a number', () => {
    const cellText = fc.oneof(
      fc.string(),
      fc.constantFrom('=', '+', '-', '@', '\t', '\r').chain((first) => fc.string().map((rest) => first + rest)),
      fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
    );
    fc.assert(
      fc.property(fc.array(fc.array(cellText, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }), (rows) => {
        const parsed = parseCsv(csvText(rows));
        expect(parsed).toHaveLength(rows.length);
        parsed.forEach((row, rowIndex) =>
          row.forEach((cell, cellIndex) => {
            const original = rows[rowIndex]![cellIndex]!;
            expect(cell === original || cell === `'${original}`).toBe(true);
            if (formulaStart.test(cell)) expect(cell).toMatch(plainNumber);
          }),
        );
      }),
    );
  });
});

describe('quoteCell', () => {
  it('quotes cells with commas, quotes or line breaks, doubling the quotes', () => {
    expect(quoteCell('plain')).toBe('plain');
    expect(quoteCell('a,b')).toBe('"a,b"');
    expect(quoteCell('say "hi"')).toBe('"say ""hi"""');
    expect(quoteCell('two\nlines')).toBe('"two\nlines"');
  });
});
