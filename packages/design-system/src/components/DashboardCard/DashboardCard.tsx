import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { LoadingState } from '../LoadingState/LoadingState.tsx';
import * as styles from './DashboardCard.css.ts';

export interface DashboardCardProps {
  /** Names the card, e.g. "Top 10 Locations"; its heading, and the subject of its loading and error texts. */
  title: string;
  description?: string;
  /** Shows a spinner ("Loading {title}") in place of the content. */
  isLoading?: boolean;
  /** The card's data could not be fetched: "Could not load {title}." and a Retry button instead of the content. */
  error?: boolean;
  onRetry?(): void;
  /** Buttons or links beside the heading, e.g. "Download CSV". */
  actions?: ReactNode;
  /** 2 on the dashboard under its h1, 3 inside a titled section. */
  headingLevel?: 2 | 3;
  children: ReactNode;
  className?: string;
}

/**
 * One card of the dashboard. Each card fetches on its own, so each shows its own loading and its own failure,
 * with a retry, rather than the whole page failing or a card silently showing nothing.
 */
export function DashboardCard({
  title,
  description,
  isLoading = false,
  error = false,
  onRetry,
  actions,
  headingLevel,
  children,
  className,
}: DashboardCardProps) {
  return (
    <Card
      title={title}
      description={description}
      actions={actions}
      headingLevel={headingLevel}
      className={className}
      aria-busy={isLoading || undefined}
      padding={{ narrow: 4, wide: 5 }}
    >
      {error ? (
        <div className={styles.error}>
          <p className={styles.errorText}>Could not load {title}.</p>
          {onRetry && (
            <Button size="sm" variant="secondary" onPress={onRetry}>
              Retry
            </Button>
          )}
        </div>
      ) : isLoading ? (
        <LoadingState label={`Loading ${title}`} className={styles.loading} />
      ) : (
        children
      )}
    </Card>
  );
}
