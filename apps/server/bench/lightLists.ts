// The light lists: each list page's first call as the console makes it, on the demo seed alone. The
// statements are cheap, so what the app itself costs per call shows.
import { unfinishedOrdersRule, type FilterRule } from '@velo/api-client/contract';
import type { BenchRequest, Suite } from './harness.ts';

type Rule = FilterRule['filterRules'][number];

const firstPage = (service: string, sorting: string, rules: Rule[] = [], maxResultCount = 10): BenchRequest => ({
  path: `/api/services/app/${service}/GetList`,
  body: { sorting, skipCount: 0, maxResultCount, filterRule: rules.length ? { condition: 'and', filterRules: rules } : null },
});

export const lightListSuite = (): Suite => ({
  name: 'lists',
  seed: async () => 'the demo seed alone',
  requests: async () => ({
    'Location/GetList first page': firstPage('Location', 'Id DESC', [{ field: 'IsActive', operator: 'equal', value: true }]),
    'Order/GetList first page': firstPage('Order', 'CreationTime DESC', [unfinishedOrdersRule], 30),
    'User/GetList first page': firstPage('User', 'CreationTime DESC', [{ field: 'IsAdmin', operator: 'equal', value: true }]),
    'Client/GetList first page': firstPage('Client', 'Name ASC'),
    'Group/GetList first page': firstPage('Group', 'Id DESC'),
  }),
});
