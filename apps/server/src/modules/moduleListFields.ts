import { getItemList, getModuleList } from '@velo/api-client/contract';
import { items, modules } from '../db/schema/index.ts';
import { listFieldSet } from '../lists/listFields.ts';

/** What `Modules/GetList` may filter and sort by: the contract's fields, each on its column. */
export const moduleListFieldSet = listFieldSet(getModuleList.list, {
  Id: { column: modules.id },
  Name: { column: modules.name },
  LocationId: { column: modules.locationId },
  CreationTime: { column: modules.creationTime },
});

/** What `Items/GetList` may filter and sort by. */
export const itemListFieldSet = listFieldSet(getItemList.list, {
  Id: { column: items.id },
  ModuleId: { column: items.moduleId },
  Name: { column: items.name },
  DmsId: { column: items.dmsId },
  DoorType: { column: items.doorType },
  LockType: { column: items.lockType },
  DoorId: { column: items.doorId },
  CreationTime: { column: items.creationTime },
});
