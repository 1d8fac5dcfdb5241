import type { ReactNode } from 'react';
import { cx } from '../ui/class-names.ts';

export type PillTone = 'neutral' | 'pending' | 'success' | 'danger' | 'info';

const TONES: Record<PillTone, string> = {
  neutral: 'border-line-strong text-ink-muted',
  pending: 'border-nova/40 bg-nova/10 text-nova',
  success: 'border-success/40 bg-success/10 text-success',
  danger: 'border-danger/40 bg-danger/10 text-danger',
  info: 'border-plasma/40 bg-plasma/10 text-plasma',
};

/** A short state label (Frozen, Awaiting approval, Completed) in the colour of its meaning. */
export function StatusPill({ tone, children }: { tone: PillTone; children: ReactNode }) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full border px-2 py-0.5 text-[0.7rem] font-semibold whitespace-nowrap',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}
