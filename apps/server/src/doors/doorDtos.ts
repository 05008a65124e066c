import { getTableColumns } from 'drizzle-orm';
import type { Door } from '@velo/api-client/contract';
import { doors } from '../db/schema/index.ts';
import { listSource } from '../lists/listPage.ts';

/** A door's columns as answers send them: all but its creation time. */
const { creationTime: _creationTime, ...doorColumns } = getTableColumns(doors);
export { doorColumns };

/** What `Door/GetList` and `Door/Get` read: whole doors. */
export const doorListSource = listSource({ from: doors, select: doorColumns, id: doors.id });

type DoorRow = Omit<typeof doors.$inferSelect, 'creationTime'>;

/** A door in the contract's shape. */
export const doorDto = ({ lastHeartBeat, ...door }: DoorRow): Door => ({
  ...door,
  lastHeartBeat: lastHeartBeat?.toISOString() ?? null,
});
