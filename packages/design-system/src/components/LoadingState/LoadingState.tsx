import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { loadingState, spinner } from './LoadingState.css.ts';
import { cx } from '../../styles/cx.ts';

export interface LoadingStateProps {
  /** What is loading, e.g. "Loading locations"; read out by screen readers. */
  label: string;
  /** Shows only the spinner; the label is still announced. */
  isLabelHidden?: boolean;
  className?: string;
}

/** A spinner that announces itself as a status while a page or a list loads. */
export function LoadingState({ label, isLabelHidden = false, className }: LoadingStateProps) {
  return (
    <div role="status" className={cx(loadingState, className)}>
      <span className={spinner} aria-hidden="true" />
      <span className={isLabelHidden ? visuallyHidden : undefined}>{label}</span>
    </div>
  );
}
