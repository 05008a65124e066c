import { describe, expect, it } from 'vitest';
import { issuePaths } from '../testing/issuePaths.ts';
import { createItem, updateItem } from './items.ts';
import { createModule, getModuleList, updateModule } from './modules.ts';
import { tagsSent } from './tags.ts';

describe('tagsSent', () => {
  it('takes a map of trimmed keys to values, in the order sent', () => {
    const sent = { Produkt: 'Sykkelskap', Color: 'RAL 7016', Comment: '' };
    expect(Object.entries(tagsSent.parse(sent))).toEqual(Object.entries(sent));
  });

  it('refuses an empty key, a key with spaces around it, and keys or values too long', () => {
    expect(issuePaths(tagsSent, { '': 'x' })).toEqual(['']);
    expect(issuePaths(tagsSent, { '  ': 'x' })).toEqual(['  ']);
    expect(issuePaths(tagsSent, { ' Color': 'x' })).toEqual([' Color']);
    expect(issuePaths(tagsSent, { ['k'.repeat(101)]: 'x' })).toEqual(['k'.repeat(101)]);
    expect(issuePaths(tagsSent, { ['k'.repeat(100)]: 'v'.repeat(1000) })).toEqual([]);
    expect(issuePaths(tagsSent, { Color: 'v'.repeat(1001) })).toEqual(['Color']);
  });

  it('refuses what JSONB cannot hold, and a __proto__ key that parsing would drop', () => {
    expect(issuePaths(tagsSent, { 'a\u0000b': 'x' })).toEqual(['a\u0000b']);
    expect(issuePaths(tagsSent, { Color: '\ud800' })).toEqual(['Color']);
    expect(issuePaths(tagsSent, { Color: '\ud83d\udeb2' })).toEqual([]);
    expect(issuePaths(tagsSent, JSON.parse('{"__proto__": "x"}'))).toEqual(['__proto__']);
  });

  it('counts the tags before reading any: more than 50 is refused with one issue', () => {
    const many = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${index}`, 'v']));
    expect(issuePaths(tagsSent, many(50))).toEqual([]);
    const huge = { ...many(20_000), '': 'bad key' };
    expect(tagsSent.safeParse(huge).error?.issues).toMatchObject([{ message: 'At most 50 tags.', path: [] }]);
  });

  it('refuses anything but a map of texts', () => {
    expect(issuePaths(tagsSent, ['a'])).toEqual(['']);
    expect(issuePaths(tagsSent, { Color: 7 })).toEqual(['Color']);
    expect(issuePaths(tagsSent, null)).toEqual(['']);
  });
});

describe('the module calls', () => {
  it('create: a name is required and trimmed; location and tags may be left out', () => {
    expect(createModule.body!.parse({ name: ' BK-0001 ' })).toEqual({ name: 'BK-0001', tags: {} });
    expect(issuePaths(createModule.body, { name: '  ' })).toEqual(['name']);
    expect(issuePaths(createModule.body, { name: 'x', locationId: -1 })).toEqual(['locationId']);
    expect(issuePaths(createModule.body, { name: 'x', locationId: 0 })).toEqual([]);
  });

  it('update: items ask for new doors, createNewDoor false unless sent', () => {
    expect(updateModule.body!.parse({ id: 4, name: 'BK', locationId: 7, tags: {}, items: [{ id: 9 }] })).toEqual({
      id: 4,
      name: 'BK',
      locationId: 7,
      tags: {},
      items: [{ id: 9, createNewDoor: false }],
    });
    expect(issuePaths(updateModule.body, { id: 4, name: 'BK', items: [{ id: 9, name: 'extra' }] })).toEqual(['items.0']);
  });

  it('list: reads up to 1000 at once', () => {
    expect(issuePaths(getModuleList.body, { maxResultCount: 1000 })).toEqual([]);
    expect(issuePaths(getModuleList.body, { maxResultCount: 1001 })).toEqual(['maxResultCount']);
  });
});

describe('the item calls', () => {
  const newItem = { moduleId: 3, name: ' Dør 1 ' };

  it('fill in Standard, no lock, no charger, one at a time and no tags', () => {
    expect(createItem.body!.parse(newItem)).toEqual({
      moduleId: 3,
      name: 'Dør 1',
      doorType: 1,
      lockType: 0,
      hasCharger: false,
      maxConcurrent: 1,
      tags: {},
    });
    expect(createItem.path).toBe('/api/services/app/items/create/');
  });

  it('take max concurrent below 1 as 1', () => {
    expect(createItem.body!.parse({ ...newItem, maxConcurrent: 0 }).maxConcurrent).toBe(1);
    expect(createItem.body!.parse({ ...newItem, maxConcurrent: -3 }).maxConcurrent).toBe(1);
  });

  it('need a name and, for a PLC key, a whole number; an NB key may wait', () => {
    expect(issuePaths(createItem.body, { ...newItem, name: ' ' })).toEqual(['name']);
    expect(issuePaths(createItem.body, { ...newItem, lockType: 1, localAccessKey: 'x1' })).toEqual(['localAccessKey']);
    expect(issuePaths(createItem.body, { ...newItem, lockType: 1, localAccessKey: '12' })).toEqual([]);
    expect(issuePaths(createItem.body, { ...newItem, lockType: 2 })).toEqual([]);
    expect(issuePaths(updateItem.body, { ...newItem, id: 2, lockType: 1, localAccessKey: '-1' })).toEqual(['localAccessKey']);
  });
});
