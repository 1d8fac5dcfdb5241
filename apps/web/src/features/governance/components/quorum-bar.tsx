import type { QuorumProgress } from '@colony/contract/governance';
import { cx } from '../../../components/ui/class-names.ts';
import { shareOf } from '../results.ts';

/** How far the votes cast are towards the quorum; full once reached. */
export function QuorumBar({ quorum, className }: { quorum: QuorumProgress; className?: string }) {
  const filled = quorum.reached ? 1 : quorumShare(quorum);
  return (
    <div aria-hidden="true" className={cx('h-1.5 overflow-hidden rounded-full bg-space-700', className)}>
      <div
        className={cx(
          'h-full rounded-full transition-[width] duration-500',
          quorum.reached ? 'bg-success' : 'bg-nova',
        )}
        style={{ width: `${Math.min(1, filled) * 100}%` }}
      />
    </div>
  );
}

/** The votes cast as a share of what the quorum needs (0 to 1), for the text beside the bar. */
export function quorumShare(quorum: QuorumProgress): number {
  if (quorum.required === null) return 0;
  if (quorum.required === '0') return quorum.reached ? 1 : 0;
  return shareOf(quorum.cast, quorum.required);
}
