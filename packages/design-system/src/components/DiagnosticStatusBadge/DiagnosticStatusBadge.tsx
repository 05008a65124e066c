import { diagnosticStatus, type DiagnosticStatus } from '@velo/domain';
import type { BadgeTone } from '../Badge/Badge.tsx';
import { EnumerationBadge } from '../Badge/EnumerationBadge.tsx';

const tones: Record<DiagnosticStatus, BadgeTone> = { 0: 'danger', 1: 'warning', 2: 'success' };

export interface DiagnosticStatusBadgeProps {
  /** The diagnostic's status (domain `diagnosticStatus`: 0 Error, 1 Warning, 2 Success). */
  status: number;
  className?: string;
}

/** How a door's self-check went: Error, Warning or Success. */
export function DiagnosticStatusBadge({ status, className }: DiagnosticStatusBadgeProps) {
  return <EnumerationBadge enumeration={diagnosticStatus} tones={tones} value={status} className={className} />;
}
