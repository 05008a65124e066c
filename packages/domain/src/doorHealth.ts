import type { DeviceStatus } from './enums.ts';

/**
 * Door health: whether a door needs someone to look at it, from what the server already keeps — the
 * diagnostics of its unlocks (successes, warnings and errors) and what its lock's device reports
 * (status, heartbeat, battery level). The rules, with their figures:
 *
 * - **Reliability** (0–100): `(successes + ½ · warnings) / all diagnostics`, rounded to a whole
 *   number. A warning is an unlock that worked with trouble (a retry, a slow answer), so it counts half.
 *   Null when the period has no diagnostics: no unlocks say nothing about the door.
 * - **Low reliability**: a score below 80 over at least 5 diagnostics. 80 lets one error in five pass
 *   as a bad day (4 of 5 is 80) but flags a door that fails or struggles more often than that; with
 *   fewer than 5 diagnostics one unlucky error would flag a door that is rarely used.
 * - **Battery forecast** (days until empty): from the readings of the last 7 days, only those since the
 *   last battery change (a rise of more than 5 points between two readings: a fresh battery, not the
 *   noise of a reading), a least-squares line of level against time; when it falls by more than 0.1
 *   point a day, the days until it reaches 0 from now. Null when it is flat or rising, or with fewer than
 *   3 readings or readings spanning less than 6 hours (too little to call a trend).
 * - **Low battery**: a level of 20 % or less, where the console's battery gauge already turns red.
 * - **Battery running out**: forecast empty within 14 days, time enough to plan a visit.
 * - **Offline**: the device reports OFFLINE and was last heard more than an hour ago (or never): a
 *   narrowband lock that misses a few beats comes back on its own, one silent for an hour does not.
 *
 * Worst first: by the worst reason (offline, then low battery, low reliability, battery running out:
 * a door that cannot be opened now before one that fails sometimes before one that will stop in days),
 * then by how many reasons, then by how bad: the longest offline, the lowest battery, the lowest score,
 * the fewest days left.
 */
export const doorHealthRules = {
  reliabilityThreshold: 80,
  reliabilityMinimumDiagnostics: 5,
  /** At or under: the level the battery gauge shows in red. */
  lowBatteryPercent: 20,
  batteryRunningOutDays: 14,
  offlineAfterMs: 60 * 60 * 1000,
  forecastWindowDays: 7,
  forecastMinimumReadings: 3,
  forecastMinimumSpanMs: 6 * 60 * 60 * 1000,
  /** A rise of more than this many points between two readings is a new battery. */
  batteryChangeRise: 5,
  /** A slope (points a day) at or above minus this is flat. */
  flatSlopePerDay: 0.1,
  /** The most doors the attention list shows. */
  attentionListLimit: 50,
} as const;

const dayMs = 24 * 60 * 60 * 1000;

export interface DiagnosticCounts {
  successes: number;
  warnings: number;
  errors: number;
}

/** 0–100, or null without diagnostics (see `doorHealthRules`). */
export function reliabilityScore({ successes, warnings, errors }: DiagnosticCounts): number | null {
  const total = successes + warnings + errors;
  if (total <= 0) return null;
  return Math.round(((successes + warnings / 2) / total) * 100);
}

/** Whether the counts are enough to judge and the score is below the threshold. */
export function hasLowReliability(counts: DiagnosticCounts): boolean {
  const total = counts.successes + counts.warnings + counts.errors;
  const score = reliabilityScore(counts);
  return score !== null && total >= doorHealthRules.reliabilityMinimumDiagnostics && score < doorHealthRules.reliabilityThreshold;
}

export interface BatteryReading {
  time: Date | string;
  /** 0–100; a reading without a level is left out. */
  level: number | null;
}

interface Point {
  time: number;
  level: number;
}

/** The readings of the window, oldest first, from the last battery change on. */
function readingsOfCurrentBattery(readings: readonly BatteryReading[], now: Date): Point[] {
  const windowStart = now.getTime() - doorHealthRules.forecastWindowDays * dayMs;
  const points = readings
    .flatMap(({ time, level }) => {
      const at = new Date(time).getTime();
      return level === null || !Number.isFinite(at) || at < windowStart || at > now.getTime() ? [] : [{ time: at, level }];
    })
    .sort((a, b) => a.time - b.time);
  let start = 0;
  for (let index = 1; index < points.length; index++)
    if (points[index]!.level - points[index - 1]!.level > doorHealthRules.batteryChangeRise) start = index;
  return points.slice(start);
}

/** The least-squares slope of level against time, in points a day. */
function slopePerDay(points: readonly Point[]): number {
  const meanTime = points.reduce((sum, point) => sum + point.time, 0) / points.length;
  const meanLevel = points.reduce((sum, point) => sum + point.level, 0) / points.length;
  let covariance = 0;
  let variance = 0;
  for (const { time, level } of points) {
    covariance += (time - meanTime) * (level - meanLevel);
    variance += (time - meanTime) ** 2;
  }
  return (covariance / variance) * dayMs;
}

/**
 * Days from `now` until the battery is empty at its recent trend (one decimal, 0 when it should be
 * empty already), or null when the trend is flat or rising or there are too few readings to tell.
 * The line is fitted through the current battery's readings, and the days left are read off it.
 */
export function batteryDaysLeft(readings: readonly BatteryReading[], now: Date): number | null {
  const points = readingsOfCurrentBattery(readings, now);
  if (points.length < doorHealthRules.forecastMinimumReadings) return null;
  if (points.at(-1)!.time - points[0]!.time < doorHealthRules.forecastMinimumSpanMs) return null;
  const slope = slopePerDay(points);
  if (slope >= -doorHealthRules.flatSlopePerDay) return null;
  const meanTime = points.reduce((sum, point) => sum + point.time, 0) / points.length;
  const meanLevel = points.reduce((sum, point) => sum + point.level, 0) / points.length;
  const levelNow = meanLevel + (slope * (now.getTime() - meanTime)) / dayMs;
  return Math.max(0, Math.round((levelNow / -slope) * 10) / 10);
}

export const doorAttentionReasonsBySeverity = ['offline', 'lowBattery', 'lowReliability', 'batteryRunningOut'] as const;
export type DoorAttentionReasonName = (typeof doorAttentionReasonsBySeverity)[number];

export interface DoorHealthFacts extends DiagnosticCounts {
  /** Null for a door without a device (no battery to judge). */
  batteryLevel: number | null;
  batteryDaysLeft: number | null;
  deviceStatus: DeviceStatus | null;
  lastHeartBeat: Date | string | null;
}

/** Whether the device is OFFLINE and has been silent for more than an hour (or was never heard). */
export function isOffline({ deviceStatus, lastHeartBeat }: Pick<DoorHealthFacts, 'deviceStatus' | 'lastHeartBeat'>, now: Date) {
  if (deviceStatus !== 'OFFLINE') return false;
  if (lastHeartBeat === null) return true;
  return now.getTime() - new Date(lastHeartBeat).getTime() > doorHealthRules.offlineAfterMs;
}

/** Why a door needs attention, worst first; empty when it does not. */
export function doorAttentionReasons(door: DoorHealthFacts, now: Date): DoorAttentionReasonName[] {
  const applies: Record<DoorAttentionReasonName, boolean> = {
    offline: isOffline(door, now),
    lowBattery: door.batteryLevel !== null && door.batteryLevel <= doorHealthRules.lowBatteryPercent,
    lowReliability: hasLowReliability(door),
    batteryRunningOut: door.batteryDaysLeft !== null && door.batteryDaysLeft <= doorHealthRules.batteryRunningOutDays,
  };
  return doorAttentionReasonsBySeverity.filter((reason) => applies[reason]);
}

export interface RankedDoor extends DoorHealthFacts {
  doorId: number;
  reasons: readonly DoorAttentionReasonName[];
}

const severity = (reason: DoorAttentionReasonName) =>
  doorAttentionReasonsBySeverity.length - doorAttentionReasonsBySeverity.indexOf(reason);
const orLast = (value: number | null) => value ?? Number.POSITIVE_INFINITY;
const heartBeatTime = (value: Date | string | null) => (value === null ? Number.NEGATIVE_INFINITY : new Date(value).getTime());

/** Sorts doors worst first (see `doorHealthRules`); ties by door id, so the order is stable. */
export function compareDoorAttention(a: RankedDoor, b: RankedDoor): number {
  const keys: Array<[number, number]> = [
    [Math.max(0, ...b.reasons.map(severity)), Math.max(0, ...a.reasons.map(severity))],
    [b.reasons.length, a.reasons.length],
    [
      a.reasons.includes('offline') ? heartBeatTime(a.lastHeartBeat) : 0,
      b.reasons.includes('offline') ? heartBeatTime(b.lastHeartBeat) : 0,
    ],
    [orLast(a.batteryLevel), orLast(b.batteryLevel)],
    [orLast(reliabilityScore(a)), orLast(reliabilityScore(b))],
    [orLast(a.batteryDaysLeft), orLast(b.batteryDaysLeft)],
    [a.doorId, b.doorId],
  ];
  for (const [left, right] of keys) if (left !== right) return left < right ? -1 : 1;
  return 0;
}

export interface DoorAttentionFigures {
  reliability: number | null;
  batteryLevel: number | null;
  batteryDaysLeft: number | null;
  lastHeartBeat: Date | string | null;
}

/**
 * A reason as a person reads it, with its figure: "Offline for 3 h" (days past two days, "Offline,
 * never heard from" without a heartbeat), "Battery 12 %", "Battery empty in ~9 days" ("within a
 * day" under one), "Reliability 64 %".
 */
export function doorAttentionReasonText(reason: DoorAttentionReasonName, door: DoorAttentionFigures, now: Date): string {
  switch (reason) {
    case 'offline': {
      if (door.lastHeartBeat === null) return 'Offline, never heard from';
      const hours = Math.max(1, Math.floor((now.getTime() - new Date(door.lastHeartBeat).getTime()) / 3_600_000));
      return hours < 48 ? `Offline for ${hours} h` : `Offline for ${Math.floor(hours / 24)} days`;
    }
    case 'lowBattery':
      return `Battery ${door.batteryLevel ?? 0} %`;
    case 'batteryRunningOut': {
      const days = Math.round(door.batteryDaysLeft ?? 0);
      if (days < 1) return 'Battery empty within a day';
      return `Battery empty in ~${days} ${days === 1 ? 'day' : 'days'}`;
    }
    case 'lowReliability':
      return `Reliability ${door.reliability ?? 0} %`;
  }
}
