import type { ReactNode } from 'react';
import { action as actionStyle, description as descriptionStyle, emptyState, title as titleStyle } from './EmptyState.css.ts';
import { cx } from '../../styles/cx.ts';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** Usually one Button that gets the person going, e.g. "Add the first location". */
  action?: ReactNode;
  className?: string;
}

/** What a list or a page shows when there is nothing in it yet, or nothing matches. */
export function EmptyState({ title, description, action, className }: EmptyStateProps) {
  return (
    <div className={cx(emptyState, className)}>
      <h2 className={titleStyle}>{title}</h2>
      {description && <p className={descriptionStyle}>{description}</p>}
      {action && <div className={actionStyle}>{action}</div>}
    </div>
  );
}
