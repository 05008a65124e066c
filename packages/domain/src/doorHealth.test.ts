import { describe, expect, it } from 'vitest';
import {
  batteryDaysLeft,
  compareDoorAttention,
  doorAttentionReasons,
  doorAttentionReasonText,
  hasLowReliability,
  isOffline,
  reliabilityScore,
  type BatteryReading,
  type DoorHealthFacts,
  type RankedDoor,
} from './doorHealth.ts';

const now = new Date('2026-03-10T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000);

/** A reading every `everyHours` hours, the last one now, the levels oldest first. */
const readings = (levels: Array<number | null>, everyHours = 2): BatteryReading[] =>
  levels.map((level, index) => ({ time: hoursAgo((levels.length - 1 - index) * everyHours), level }));

describe('reliabilityScore: successes and half the warnings over all diagnostics', () => {
  it('is null without diagnostics', () => expect(reliabilityScore({ successes: 0, warnings: 0, errors: 0 })).toBeNull());
  it('is 100 with successes alone and 0 with errors alone', () => {
    expect(reliabilityScore({ successes: 7, warnings: 0, errors: 0 })).toBe(100);
    expect(reliabilityScore({ successes: 0, warnings: 0, errors: 3 })).toBe(0);
  });
  it('counts a warning as half a success, rounded to a whole number', () => {
    expect(reliabilityScore({ successes: 0, warnings: 4, errors: 0 })).toBe(50);
    expect(reliabilityScore({ successes: 6, warnings: 2, errors: 2 })).toBe(70);
    expect(reliabilityScore({ successes: 2, warnings: 0, errors: 1 })).toBe(67);
    expect(reliabilityScore({ successes: 1, warnings: 1, errors: 6 })).toBe(19);
  });
});

describe('hasLowReliability: below 80 over at least 5 diagnostics', () => {
  it('lets one error in five pass and flags two', () => {
    expect(hasLowReliability({ successes: 4, warnings: 0, errors: 1 })).toBe(false);
    expect(hasLowReliability({ successes: 3, warnings: 0, errors: 2 })).toBe(true);
  });
  it('does not judge fewer than 5 diagnostics, however bad', () => {
    expect(hasLowReliability({ successes: 0, warnings: 0, errors: 4 })).toBe(false);
    expect(hasLowReliability({ successes: 0, warnings: 0, errors: 0 })).toBe(false);
  });
  it('flags warnings that pile up', () => expect(hasLowReliability({ successes: 5, warnings: 5, errors: 0 })).toBe(true));
});

describe('batteryDaysLeft: the recent trend of the current battery', () => {
  it('reads the days until empty off a falling line', () => {
    // 2 points a day: a reading every 12 hours falling by 1, at 20 now.
    expect(batteryDaysLeft(readings([25, 24, 23, 22, 21, 20], 12), now)).toBe(10);
  });

  it('fits the line through noisy readings by least squares', () => {
    // The line falls 3.07 points a day and stands at 39.0 now (the last reading says 38; the first and
    // last alone would say 3.43 a day and 11.1 days).
    expect(batteryDaysLeft(readings([50, 47, 48, 44, 45, 41, 42, 38], 12), now)).toBe(12.7);
  });

  it('counts from now, not from the last reading', () => {
    const lastHeardTwoDaysAgo = readings([30, 29, 28, 27, 26], 12).map((reading) => ({
      ...reading,
      time: new Date(new Date(reading.time).getTime() - 2 * 24 * 3600_000),
    }));
    // 2 points a day from 26 two days ago: 22 now, 11 days left.
    expect(batteryDaysLeft(lastHeardTwoDaysAgo, now)).toBe(11);
  });

  it('is 0 when the line has already reached empty', () => {
    const stale = readings([6, 5, 4], 12).map((reading) => ({
      ...reading,
      time: new Date(new Date(reading.time).getTime() - 6 * 24 * 3600_000),
    }));
    expect(batteryDaysLeft(stale, now)).toBe(0);
  });

  it('starts again after a battery change (a rise of more than 5 points)', () => {
    // The old battery fell fast; the new one falls 1 point a day.
    const changed = readings([30, 20, 10, 100, 99.5, 99, 98.5, 98], 12);
    expect(batteryDaysLeft(changed, now)).toBe(98);
    // A rise of 5 or less is a reading's noise, not a new battery.
    expect(batteryDaysLeft(readings([40, 38, 43, 36, 34], 12), now)).not.toBeNull();
  });

  it('is null when flat or rising', () => {
    expect(batteryDaysLeft(readings([80, 80, 80, 80]), now)).toBeNull();
    expect(batteryDaysLeft(readings([60, 61, 62, 63]), now)).toBeNull();
    // 0.05 points a day: flat.
    expect(batteryDaysLeft(readings([80.1, 80.05, 80], 24), now)).toBeNull();
  });

  it('is null with fewer than 3 readings or readings within 6 hours', () => {
    expect(batteryDaysLeft(readings([50, 40], 12), now)).toBeNull();
    expect(batteryDaysLeft(readings([50, 45, 40], 2.5), now)).toBeNull();
    expect(batteryDaysLeft(readings([50, 45, 40], 3), now)).not.toBeNull();
    expect(batteryDaysLeft([], now)).toBeNull();
  });

  it('leaves out readings without a level, older than 7 days or after now', () => {
    expect(batteryDaysLeft(readings([50, null, null, 40], 12), now)).toBeNull();
    const old = [{ time: hoursAgo(8 * 24), level: 90 }, ...readings([50, 49], 12)];
    expect(batteryDaysLeft(old, now)).toBeNull();
    const future = [...readings([50, 49], 12), { time: new Date(now.getTime() + 3600_000), level: 10 }];
    expect(batteryDaysLeft(future, now)).toBeNull();
  });

  it('takes the readings in any order', () => {
    expect(batteryDaysLeft(readings([25, 24, 23, 22, 21, 20], 12).reverse(), now)).toBe(10);
  });
});

const healthy: DoorHealthFacts = {
  successes: 20,
  warnings: 0,
  errors: 0,
  batteryLevel: 90,
  batteryDaysLeft: null,
  deviceStatus: 'ONLINE',
  lastHeartBeat: hoursAgo(0.1),
};

describe('isOffline: OFFLINE and silent for more than an hour', () => {
  it('needs the OFFLINE status', () => {
    expect(isOffline({ deviceStatus: 'ONLINE', lastHeartBeat: hoursAgo(5) }, now)).toBe(false);
    expect(isOffline({ deviceStatus: null, lastHeartBeat: null }, now)).toBe(false);
  });
  it('waits an hour after the last heartbeat', () => {
    expect(isOffline({ deviceStatus: 'OFFLINE', lastHeartBeat: hoursAgo(1) }, now)).toBe(false);
    expect(isOffline({ deviceStatus: 'OFFLINE', lastHeartBeat: hoursAgo(1.01) }, now)).toBe(true);
    expect(isOffline({ deviceStatus: 'OFFLINE', lastHeartBeat: hoursAgo(2).toISOString() }, now)).toBe(true);
  });
  it('is offline when never heard', () => expect(isOffline({ deviceStatus: 'OFFLINE', lastHeartBeat: null }, now)).toBe(true));
});

describe('doorAttentionReasons', () => {
  it('is empty for a healthy door', () => expect(doorAttentionReasons(healthy, now)).toEqual([]));

  it('names each reason at its threshold', () => {
    expect(doorAttentionReasons({ ...healthy, batteryLevel: 20 }, now)).toEqual(['lowBattery']);
    expect(doorAttentionReasons({ ...healthy, batteryLevel: 21 }, now)).toEqual([]);
    expect(doorAttentionReasons({ ...healthy, batteryDaysLeft: 14 }, now)).toEqual(['batteryRunningOut']);
    expect(doorAttentionReasons({ ...healthy, batteryDaysLeft: 14.1 }, now)).toEqual([]);
    expect(doorAttentionReasons({ ...healthy, successes: 3, errors: 2 }, now)).toEqual(['lowReliability']);
    expect(doorAttentionReasons({ ...healthy, deviceStatus: 'OFFLINE', lastHeartBeat: hoursAgo(2) }, now)).toEqual(['offline']);
  });

  it('lists several reasons worst first', () => {
    const failing = {
      successes: 1,
      warnings: 0,
      errors: 9,
      batteryLevel: 8,
      batteryDaysLeft: 3,
      deviceStatus: 'OFFLINE',
      lastHeartBeat: hoursAgo(2),
    } as const;
    expect(doorAttentionReasons(failing, now)).toEqual(['offline', 'lowBattery', 'lowReliability', 'batteryRunningOut']);
  });

  it('judges no battery on a door without one', () => {
    expect(doorAttentionReasons({ ...healthy, batteryLevel: null, deviceStatus: null, lastHeartBeat: null }, now)).toEqual([]);
  });
});

describe('compareDoorAttention: worst first', () => {
  const door = (doorId: number, facts: Partial<RankedDoor>): RankedDoor => {
    const merged = { ...healthy, ...facts };
    return { ...merged, doorId, reasons: facts.reasons ?? doorAttentionReasons(merged, now) };
  };
  const order = (doors: RankedDoor[]) => [...doors].sort(compareDoorAttention).map((each) => each.doorId);

  it('ranks by the worst reason: offline, low battery, low reliability, battery running out', () => {
    const doors = [
      door(1, { batteryDaysLeft: 5 }),
      door(2, { successes: 1, errors: 9 }),
      door(3, { batteryLevel: 15 }),
      door(4, { deviceStatus: 'OFFLINE', lastHeartBeat: hoursAgo(3) }),
    ];
    expect(order(doors)).toEqual([4, 3, 2, 1]);
  });

  it('then by how many reasons', () => {
    expect(order([door(1, { batteryLevel: 15 }), door(2, { batteryLevel: 15, batteryDaysLeft: 4 })])).toEqual([2, 1]);
  });

  it('then the longest offline, the lowest battery, the lowest score, the fewest days left', () => {
    const offline = { deviceStatus: 'OFFLINE' } as const;
    expect(
      order([
        door(1, { ...offline, lastHeartBeat: hoursAgo(2) }),
        door(2, { ...offline, lastHeartBeat: null }),
        door(3, { ...offline, lastHeartBeat: hoursAgo(30) }),
      ]),
    ).toEqual([2, 3, 1]);
    expect(order([door(1, { batteryLevel: 15 }), door(2, { batteryLevel: 9 })])).toEqual([2, 1]);
    expect(order([door(1, { successes: 3, errors: 2 }), door(2, { successes: 1, errors: 9 })])).toEqual([2, 1]);
    expect(order([door(1, { batteryDaysLeft: 12 }), door(2, { batteryDaysLeft: 2.5 })])).toEqual([2, 1]);
  });

  it('breaks a tie by door id', () => {
    expect(order([door(5, { batteryLevel: 10 }), door(3, { batteryLevel: 10 })])).toEqual([3, 5]);
  });
});

describe('doorAttentionReasonText', () => {
  const figures = { reliability: 64, batteryLevel: 12, batteryDaysLeft: 8.6, lastHeartBeat: hoursAgo(3.5) };
  it('names each reason with its figure', () => {
    expect(doorAttentionReasonText('offline', figures, now)).toBe('Offline for 3 h');
    expect(doorAttentionReasonText('lowBattery', figures, now)).toBe('Battery 12 %');
    expect(doorAttentionReasonText('batteryRunningOut', figures, now)).toBe('Battery empty in ~9 days');
    expect(doorAttentionReasonText('lowReliability', figures, now)).toBe('Reliability 64 %');
  });
  it('counts a long silence in days, and says when a lock was never heard', () => {
    expect(doorAttentionReasonText('offline', { ...figures, lastHeartBeat: hoursAgo(47.9) }, now)).toBe('Offline for 47 h');
    expect(doorAttentionReasonText('offline', { ...figures, lastHeartBeat: hoursAgo(75) }, now)).toBe('Offline for 3 days');
    expect(doorAttentionReasonText('offline', { ...figures, lastHeartBeat: null }, now)).toBe('Offline, never heard from');
  });
  it('says a day, and within a day, when the battery is nearly out', () => {
    expect(doorAttentionReasonText('batteryRunningOut', { ...figures, batteryDaysLeft: 1.2 }, now)).toBe(
      'Battery empty in ~1 day',
    );
    expect(doorAttentionReasonText('batteryRunningOut', { ...figures, batteryDaysLeft: 0.4 }, now)).toBe(
      'Battery empty within a day',
    );
  });
});
