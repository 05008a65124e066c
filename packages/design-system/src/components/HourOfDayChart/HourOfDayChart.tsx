import { BarChart, type BarChartDatum } from '../BarChart/BarChart.tsx';
import * as styles from './HourOfDayChart.css.ts';

export interface HourOfDayChartProps {
  /** The chart's accessible name, e.g. "Usage structure". */
  title: string;
  /** Values by hour of the day, labelled "00" … "23"; an hour left out counts 0. */
  data: readonly BarChartDatum[];
  /** What the values count, e.g. "Orders". */
  valueLabel: string;
  /** Ignored beyond 24: the day always has its 24 hours. */
  minimumBars?: number;
  className?: string;
}

const hours = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));
const valueFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** "13" read as the hour it stands for: "13:00–13:59". */
export function describeHour(label: string): string {
  return `${label}:00–${label}:59`;
}

/**
 * Orders started by time of day: 24 bars, 00 to 23. The busiest hour stands out by colour and by a "Busiest"
 * label over its bar, and a line under the chart names it.
 */
export function HourOfDayChart({ title, data, valueLabel, minimumBars, className }: HourOfDayChartProps) {
  const byHour = new Map(data.map((datum) => [String(Number.parseInt(datum.label, 10)).padStart(2, '0'), datum.value]));
  const day = hours.map((hour) => ({ label: hour, value: byHour.get(hour) ?? 0 }));
  const largest = Math.max(...day.map((hour) => hour.value));
  const busiest = largest > 0 ? day.flatMap((hour, index) => (hour.value === largest ? [index] : [])) : [];
  return (
    <div className={className}>
      <BarChart
        title={title}
        data={day}
        valueLabel={valueLabel}
        minimumBars={Math.max(24, minimumBars ?? 0)}
        labelHeader="Hour"
        describeLabel={describeHour}
        highlighted={busiest}
        highlightText="Busiest"
      />
      {busiest.length > 0 && (
        <p className={styles.summary}>
          {busiest.length === 1 ? 'Busiest hour' : 'Busiest hours'}:{' '}
          <strong>{busiest.map((index) => describeHour(day[index]!.label)).join(', ')}</strong> ({valueFormat.format(largest)}{' '}
          {valueLabel.toLowerCase()})
        </p>
      )}
    </div>
  );
}
