import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import { noData } from '@velo/domain';
import { cx } from '../../styles/cx.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import type { vars } from '../../theme/contract.css.ts';
import * as styles from './PieChart.css.ts';

/** A slice's colour: a status's, or a categorical series' for data that has no status. */
export const chartTones = [
  'success',
  'warning',
  'error',
  'neutral',
  'series1',
  'series2',
  'series3',
  'series4',
  'series5',
  'series6',
] as const satisfies readonly (keyof typeof vars.color.chart)[];
export type ChartTone = (typeof chartTones)[number];

export interface PieChartSlice {
  label: string;
  /** A count, 0 or more. */
  value: number;
  tone: ChartTone;
}

export interface PieChartProps {
  /** The chart's name, shown above its legend and read as the table's caption, e.g. "All doors summary". */
  title: string;
  /** The slices in order, clockwise from the top; a slice of 0 is listed in the legend but not drawn. */
  data: readonly PieChartSlice[];
  /** The drawing's largest width and height in px; it shrinks to fit a narrower container. */
  size?: number;
  className?: string;
}

const countFormat = new Intl.NumberFormat('en-GB');
const shareFormat = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 });

// The gap between slices shows the background, so each slice only needs its contrast against the background.
const slicePadAngle = 0.02;
const donutHole = 0.58;

/**
 * A donut of counts with its legend. The legend is a table (label, count, share) captioned with the title, so a
 * screen reader gets every number from it; the drawing repeats them and is hidden from assistive technology.
 * "No data" instead when every count is zero.
 */
export function PieChart({ title, data, size = 200, className }: PieChartProps) {
  const total = data.reduce((sum, slice) => sum + slice.value, 0);
  if (total === 0) {
    return (
      <div className={cx(styles.chart, className)}>
        <div>
          <p className={styles.title}>{title}</p>
          <p className={styles.noData}>{noData}</p>
        </div>
      </div>
    );
  }
  const radius = size / 2;
  return (
    <div className={cx(styles.chart, className)}>
      <svg
        className={styles.drawing}
        style={{ maxWidth: size }}
        viewBox={`0 0 ${size} ${size}`}
        aria-hidden="true"
        focusable="false"
      >
        <Group top={radius} left={radius}>
          <Pie
            data={data.filter((slice) => slice.value > 0)}
            pieValue={(slice) => slice.value}
            pieSort={null}
            outerRadius={radius}
            innerRadius={radius * donutHole}
            padAngle={slicePadAngle}
          >
            {({ arcs, path }) =>
              arcs.map((arc) => <path key={arc.index} d={path(arc) ?? undefined} className={styles.sliceFill[arc.data.tone]} />)
            }
          </Pie>
        </Group>
      </svg>
      <table className={styles.legend}>
        <caption className={styles.title}>{title}</caption>
        <thead className={visuallyHidden}>
          <tr>
            <td />
            <th scope="col">Count</th>
            <th scope="col">Share</th>
          </tr>
        </thead>
        <tbody>
          {data.map((slice, index) => (
            <tr key={index}>
              <th scope="row" className={styles.labelCell}>
                <span className={styles.label}>
                  <span className={cx(styles.swatch, styles.swatchFill[slice.tone])} aria-hidden="true" />
                  {slice.label}
                </span>
              </th>
              <td className={styles.numberCell}>{countFormat.format(slice.value)}</td>
              <td className={styles.shareCell}>{shareFormat.format(slice.value / total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
