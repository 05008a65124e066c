import { signalStrength as signalStrengths, type SignalStrength as SignalStrengthValue } from '@velo/domain';
import { bar, bars, signalStrength } from './SignalStrength.css.ts';
import { cx } from '../../styles/cx.ts';

type SignalTone = 'success' | 'info' | 'danger' | 'neutral';

/** Each strength's tone and how many of the glyph's three bars it fills, so it never reads by colour alone. */
const levels: Record<SignalStrengthValue, { tone: SignalTone; filled: number }> = {
  EXCELLENT: { tone: 'success', filled: 3 },
  FAIR: { tone: 'info', filled: 2 },
  POOR: { tone: 'danger', filled: 1 },
  UNKNOWN: { tone: 'neutral', filled: 0 },
};

export interface SignalStrengthProps {
  /** The lock device's signal as the server sends it: `EXCELLENT`, `FAIR`, `POOR`, `UNKNOWN`, or null. */
  value: string | null;
  className?: string;
}

/** A device's signal strength: its label beside a bars glyph, in the strength's colour; null reads Unknown. */
export function SignalStrength({ value, className }: SignalStrengthProps) {
  const known = value || 'UNKNOWN';
  const level = signalStrengths.has(known) ? levels[known] : levels.UNKNOWN;
  return (
    <span className={cx(signalStrength({ tone: level.tone }), className)}>
      <span className={bars} aria-hidden="true">
        {[1, 2, 3].map((n) => (
          <span key={n} className={bar} data-filled={n <= level.filled || undefined} />
        ))}
      </span>
      {signalStrengths.label(known)}
    </span>
  );
}
