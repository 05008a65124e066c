import { describe, expect, it } from 'vitest';
import { clientItems, locationItems } from './pickerItems.ts';

const locations = [
  { id: 1, name: 'Aker Brygge', clientId: 10 },
  { id: 2, name: 'Bryggen', clientId: 20 },
  { id: 3, name: 'Storo', clientId: null },
];

describe('locationItems', () => {
  it('lists every location without a client', () => {
    expect(locationItems(locations, undefined).map((item) => item.id)).toEqual([1, 2, 3]);
    expect(locationItems(locations, null).map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it("lists a client's locations only when one is given", () => {
    expect(locationItems(locations, 20)).toEqual([{ id: 2, name: 'Bryggen' }]);
    expect(locationItems(locations, 30)).toEqual([]);
  });
});

describe('clientItems', () => {
  it("shows a client's organisation e-mail under its name, when it has one", () => {
    const common = { accountNumber: null, contactInformation: null };
    expect(
      clientItems([
        { id: 1, name: 'Oslo Kommune', organizationEmail: 'post@oslo.kommune.no', ...common },
        { id: 2, name: 'Bergen', organizationEmail: null, ...common },
      ]),
    ).toEqual([
      { id: 1, name: 'Oslo Kommune', description: 'post@oslo.kommune.no' },
      { id: 2, name: 'Bergen', description: undefined },
    ]);
  });
});
