import type { Enumeration } from '@velo/domain';
import { Badge, type BadgeTone } from './Badge.tsx';

export interface EnumerationBadgeProps<Value extends number> {
  /** The set the value belongs to, with the spec's labels. */
  enumeration: Enumeration<Value>;
  /** Each value's colour. */
  tones: Record<Value, BadgeTone>;
  /** A value outside the set (data from a server may hold one) shows as it came, in neutral. */
  value: number | null | undefined;
  /** What a missing value reads; without it, a missing value shows as an empty neutral badge. */
  missingLabel?: string;
  className?: string;
}

/** A status from a closed set as a badge: its label in its tone, with a dot. */
export function EnumerationBadge<Value extends number>({
  enumeration,
  tones,
  value,
  missingLabel,
  className,
}: EnumerationBadgeProps<Value>) {
  const known = enumeration.has(value);
  const label = value === null || value === undefined ? (missingLabel ?? '') : enumeration.label(value);
  return (
    <Badge tone={known ? tones[value] : 'neutral'} dot={known} className={className}>
      {label}
    </Badge>
  );
}
