import { formatPercentChange, percentChangeDirection } from '@velo/domain';
import { DashboardCard } from '../DashboardCard/DashboardCard.tsx';
import { icon } from '../Icon/Icon.css.ts';
import * as styles from './KpiCard.css.ts';

export interface KpiCardProps {
  /** What is counted, e.g. "Revenue", "Number of orders". */
  title: string;
  /** The period's figure, already formatted, e.g. "12,480.00 NOK" or "1 h 12 min". */
  value: string;
  /** The change from the previous period in percent (domain `percentChange`); null when there is nothing to compare with. */
  change: number | null;
  isLoading?: boolean;
  error?: boolean;
  onRetry?(): void;
  headingLevel?: 2 | 3;
  className?: string;
}

// Drawn here on the icons' 24px grid rather than added to Icon, whose drawings all load with the console's shell.
const arrows = {
  up: { paths: ['M3 17l6-6 4 4 8-8', 'M14 7h7v7'], label: 'Up' },
  down: { paths: ['M3 7l6 6 4-4 8 8', 'M14 17h7v-7'], label: 'Down' },
  flat: { paths: ['M3 12h18', 'M17 8l4 4-4 4'], label: undefined },
} as const;

function Arrow({ paths, label }: { paths: readonly string[]; label: string | undefined }) {
  const accessibility = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg viewBox="0 0 24 24" width={16} height={16} focusable="false" className={icon} {...accessibility}>
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

/**
 * A dashboard figure with its change against the previous period of the same length: "+12.5% vs previous period"
 * beside an arrow. The direction is in the sign, the arrow's shape and its name ("Up", "Down"); the colour only
 * repeats it. "No Change" when there is no previous period (All time) or nothing changed at one decimal.
 */
export function KpiCard({ title, value, change, isLoading, error, onRetry, headingLevel, className }: KpiCardProps) {
  const direction = percentChangeDirection(change);
  return (
    <DashboardCard
      title={title}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      headingLevel={headingLevel}
      className={className}
    >
      <div className={styles.body}>
        <p className={styles.value}>{value}</p>
        <p className={styles.change}>
          <span className={styles.direction[direction]}>
            <Arrow {...arrows[direction]} />
            {formatPercentChange(change)}
          </span>{' '}
          <span className={styles.comparison}>vs previous period</span>
        </p>
      </div>
    </DashboardCard>
  );
}
