import { formatPercentChange, percentChangeDirection } from '@velo/domain';
import { DashboardCard } from '../DashboardCard/DashboardCard.tsx';
import { Icon, type IconName } from '../Icon/Icon.tsx';
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

const arrows = {
  up: { icon: 'trend-up', label: 'Up' },
  down: { icon: 'trend-down', label: 'Down' },
  flat: { icon: 'trend-flat', label: undefined },
} as const satisfies Record<string, { icon: IconName; label: string | undefined }>;

/**
 * A dashboard figure with its change against the previous period of the same length: "+12.5% vs previous period"
 * beside an arrow. The direction is in the sign, the arrow's shape and its name ("Up", "Down"); the colour only
 * repeats it. "No Change" when there is no previous period (All time) or nothing changed at one decimal.
 */
export function KpiCard({ title, value, change, isLoading, error, onRetry, headingLevel, className }: KpiCardProps) {
  const direction = percentChangeDirection(change);
  const arrow = arrows[direction];
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
            <Icon name={arrow.icon} size={16} label={arrow.label} />
            {formatPercentChange(change)}
          </span>{' '}
          <span className={styles.comparison}>vs previous period</span>
        </p>
      </div>
    </DashboardCard>
  );
}
