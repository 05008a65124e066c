import { describe, expect, it } from 'vitest';
import {
  defaultTagKeys,
  defaultTagPairs,
  offersNewDoors,
  tagKeyProblems,
  tagKeyRequired,
  tagKeyTaken,
  tagKeyTooLong,
  tagPairsOf,
  tagsOf,
} from './modules.ts';

describe('tags edited as rows', () => {
  it('start with the default keys, no values', () => {
    expect(defaultTagPairs().map((pair) => pair.key)).toEqual([
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
    ]);
    expect(defaultTagPairs().every((pair) => pair.value === '')).toBe(true);
  });

  it('need a key for a value, and keys that differ once trimmed', () => {
    expect(
      tagKeyProblems([
        { key: 'Color', value: 'Grå' },
        { key: '', value: 'lost' },
        { key: ' Color ', value: 'Blå' },
        { key: '', value: '' },
        { key: 'k'.repeat(101), value: '' },
        { key: 'Folie', value: '' },
      ]),
    ).toEqual([tagKeyTaken, tagKeyRequired, tagKeyTaken, undefined, tagKeyTooLong, undefined]);
  });

  it('save as a map of trimmed keys, blank rows left out, empty values kept', () => {
    expect(
      tagsOf([
        { key: ' Color ', value: 'Grå' },
        { key: '', value: ' ' },
        { key: 'Folie', value: '' },
      ]),
    ).toEqual({ Color: 'Grå', Folie: '' });
  });

  it('read back with the default keys first in their order, then the others by name', () => {
    const stored = { Zeta: '1', Comment: 'c', Alpha: '2', Produkt: 'p', Color: 'g' };
    expect(tagPairsOf(stored).map((pair) => pair.key)).toEqual(['Produkt', 'Color', 'Comment', 'Alpha', 'Zeta']);
    expect(tagPairsOf(Object.fromEntries(defaultTagKeys.map((key) => [key, '']))).map((pair) => pair.key)).toEqual([
      ...defaultTagKeys,
    ]);
  });
});

describe('offersNewDoors', () => {
  it('holds for a real location other than the current one only', () => {
    expect(offersNewDoors(null, 4)).toBe(true);
    expect(offersNewDoors(3, 4)).toBe(true);
    expect(offersNewDoors(4, 4)).toBe(false);
    expect(offersNewDoors(4, null)).toBe(false);
    expect(offersNewDoors(4, 0)).toBe(false);
    expect(offersNewDoors(null, -1)).toBe(false);
  });
});
