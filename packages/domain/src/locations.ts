import { dateTimeMinutesFormat, formatDateTime } from './format.ts';

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
export function maintenanceState(
  { maintenanceStartTime, maintenanceEndingTime }: MaintenanceWindow,
  now = new Date(),
): MaintenanceState {
  if (!maintenanceStartTime) return 'none';
  const start = new Date(maintenanceStartTime).getTime();
  const end = maintenanceEndingTime ? new Date(maintenanceEndingTime).getTime() : Number.POSITIVE_INFINITY;
  const at = now.getTime();
  if (start > at) return 'planned';
  return at < end ? 'active' : 'none';
}

/** The locations list's maintenance note, in the browser's time zone; empty when there is no maintenance. */
export function maintenanceNote(window: MaintenanceWindow, now = new Date()): string {
  switch (maintenanceState(window, now)) {
    case 'active':
      return window.maintenanceEndingTime
        ? `In maintenance until ${formatDateTime(window.maintenanceEndingTime, dateTimeMinutesFormat)}`
        : 'In maintenance';
    case 'planned':
      return `Planned from ${formatDateTime(window.maintenanceStartTime, dateTimeMinutesFormat)}`;
    case 'none':
      return '';
  }
}

/** The public invitation page of a location's invite code, as a hash route of the console: `#/invite/{code}`. */
export const inviteRoute = (code: string) => `#/invite/${encodeURIComponent(code)}`;

export interface OpeningHours {
  /** "HH:mm", 24-hour. */
  openFrom: string | null;
  openTo: string | null;
  allDay: boolean;
}

/** A location open all day needs no hours; otherwise both are given and it opens before it closes. */
export const openingHoursInOrder = ({ openFrom, openTo, allDay }: OpeningHours) =>
  allDay || (openFrom !== null && openTo !== null && openFrom < openTo);
