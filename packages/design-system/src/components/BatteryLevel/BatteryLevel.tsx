import { batteryPercent } from '@velo/domain';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { batteryLevel, figure, gauge, gaugeLevel } from './BatteryLevel.css.ts';
import { cx } from '../../styles/cx.ts';

/** At or under `low` the level reads as danger, at or under `medium` as a warning. */
export const batteryThresholds = { low: 20, medium: 50 } as const;

export interface BatteryLevelProps {
  /** The lock's battery level in percent, or null when it never reported one. */
  percent: number | null;
  className?: string;
}

/**
 * A lock's battery level: the percentage and a small gauge after it, red at 20 % and under, amber up to 50 %,
 * green above; a dash when it is unknown. Values outside 0–100 are shown at the nearer limit.
 */
export function BatteryLevel({ percent, className }: BatteryLevelProps) {
  if (percent === null || !Number.isFinite(percent)) {
    return (
      <span className={className}>
        <span aria-hidden="true">—</span>
        <span className={visuallyHidden}>Battery level unknown</span>
      </span>
    );
  }
  const level = Math.round(Math.min(batteryPercent.max, Math.max(batteryPercent.min, percent)));
  const tone = level <= batteryThresholds.low ? 'danger' : level <= batteryThresholds.medium ? 'warning' : 'success';
  return (
    <span className={cx(batteryLevel({ tone }), className)}>
      <span className={figure}>{`${level}%`}</span>
      <span className={gauge} aria-hidden="true">
        <span className={gaugeLevel} style={{ width: `${level}%` }} />
      </span>
    </span>
  );
}
