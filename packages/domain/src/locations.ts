export interface DoorActivity {
  isActive: boolean;
}

/** The locations list's summary column: "N active out of M doors". */
export function doorSummary(doors: readonly DoorActivity[]): string {
  const active = doors.filter((door) => door.isActive).length;
  return `${active} active out of ${doors.length} doors`;
}

export type MaintenanceState = 'none' | 'planned' | 'active';

export interface MaintenanceWindow {
  maintenanceStartTime: string | null;
  maintenanceEndingTime: string | null;
}

/** In maintenance: start <= now < end (no end: until finished); planned: start in the future. */
export function maintenanceState({ maintenanceStartTime, maintenanceEndingTime }: MaintenanceWindow, now = new Date()): MaintenanceState {
  if (!maintenanceStartTime) return 'none';
  const start = new Date(maintenanceStartTime).getTime();
  const end = maintenanceEndingTime ? new Date(maintenanceEndingTime).getTime() : Number.POSITIVE_INFINITY;
  const at = now.getTime();
  if (start > at) return 'planned';
  return at < end ? 'active' : 'none';
}

/** Lists default to 10 rows a page (part 1 §9). */
export const defaultPageSize = 10;
export const pageSizeOptions = [10, 25, 50, 100] as const;
