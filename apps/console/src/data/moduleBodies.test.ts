import { describe, expect, it } from 'vitest';
import { itemBody, itemsOfModule, moduleUpdate } from './moduleBodies.ts';

describe('moduleUpdate', () => {
  it('sends the details, the checked items as new doors and the stamp the module was read with', () => {
    expect(
      moduleUpdate(
        { id: 4, concurrencyStamp: 'abc' },
        { name: 'VM-1', locationId: 7, tags: { Color: 'Grå' }, newDoorItemIds: [31, 33] },
      ),
    ).toEqual({
      id: 4,
      name: 'VM-1',
      locationId: 7,
      tags: { Color: 'Grå' },
      items: [
        { id: 31, createNewDoor: true },
        { id: 33, createNewDoor: true },
      ],
      concurrencyStamp: 'abc',
    });
  });
});

describe('itemBody', () => {
  it("leaves out the lock's name, which the server reads from its locks", () => {
    const values = {
      name: 'A-01',
      dmsId: null,
      doorType: 1 as const,
      lockType: 2 as const,
      localAccessKey: 'NB-1',
      localAccessKeyName: 'Bikely NB 1',
      maxConcurrent: 1,
      hasCharger: false,
      tags: {},
    };
    const { localAccessKeyName: _, ...sent } = values;
    expect(itemBody(values)).toEqual(sent);
  });
});

describe('itemsOfModule', () => {
  it("filters the items by their module's id", () => {
    expect(itemsOfModule(9)).toEqual({ condition: 'and', filterRules: [{ field: 'ModuleId', operator: 'equal', value: 9 }] });
  });
});
