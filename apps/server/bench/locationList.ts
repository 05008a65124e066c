// Location/GetList's suite: the console's first page of locations, and the same searched by name.
import type { FilterRule } from '@velo/api-client/contract';
import { seedBulkLocations } from '../src/seed/bulkLocations.ts';
import type { BenchRequest, Suite } from './harness.ts';

const active = { field: 'IsActive', operator: 'equal', value: true } as const;
const nameContains = (value: string): FilterRule => ({
  condition: 'and',
  filterRules: [active, { field: 'Name', operator: 'contains', value }],
});
const listCall = (body: object): BenchRequest => ({ path: '/api/services/app/Location/GetList', body });

/** `count` locations added to the demo seed, 4 doors each, 9 in 10 priced. */
export const locationSuite = (count: number): Suite => ({
  name: 'locations',
  async seed(db) {
    await seedBulkLocations(db, { count });
    return `${count} locations seeded`;
  },
  requests: async () => ({
    // The console's first page (active locations, newest first, 10 a page), and the same searched by name.
    'first page': listCall({
      sorting: 'Id DESC',
      skipCount: 0,
      maxResultCount: 10,
      filterRule: { condition: 'and', filterRules: [active] },
    }),
    'name contains "bryggen"': listCall({
      sorting: 'Id DESC',
      skipCount: 0,
      maxResultCount: 10,
      filterRule: nameContains('bryggen'),
    }),
    'name contains "Bryggen Sykkelskap 123"': listCall({
      sorting: 'Id DESC',
      skipCount: 0,
      maxResultCount: 10,
      filterRule: nameContains('Bryggen Sykkelskap 123'),
    }),
  }),
});
