import { getDoorList } from '@velo/api-client/contract';
import { doors } from '../db/schema/index.ts';
import { listFieldSet } from '../lists/listFields.ts';

/** What `Door/GetList` may filter and sort by: the contract's fields, each on its column. */
export const doorListFieldSet = listFieldSet(getDoorList.list, {
  Id: { column: doors.id },
  LocationId: { column: doors.locationId },
  Name: { column: doors.name },
  DoorType: { column: doors.doorType },
  LockType: { column: doors.lockType },
  Status: { column: doors.status },
  IsActive: { column: doors.isActive },
  LocalAccessKey: { column: doors.localAccessKey },
  DeviceStatus: { column: doors.deviceStatus },
});
