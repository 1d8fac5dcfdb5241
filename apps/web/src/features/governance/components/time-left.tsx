import type { ProposalSummary } from '@colony/contract/governance';
import { useEffect, useState } from 'react';
import { colonyNow } from '../../../lib/clock/colony-clock.ts';
import { countdownParts } from '../../../lib/format/countdown-parts.ts';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/** The colony's clock, read again every `intervalMs` while `active`. */
function useNow(intervalMs: number, active: boolean): number {
  const [now, setNow] = useState(colonyNow);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(colonyNow()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, active]);
  return now;
}

/** How long until `to`, in its two largest units: "3d 4h", "2h 10m", "5m 30s". */
export function useCompactDuration() {
  const { t } = useTranslation('governance');
  return (to: string, now: number) => {
    const parts = countdownParts(to, now);
    if (parts.days > 0) return t('time.dh', { days: parts.days, hours: parts.hours });
    if (parts.hours > 0) return t('time.hm', { hours: parts.hours, minutes: parts.minutes });
    return t('time.ms', { minutes: parts.minutes, seconds: parts.seconds });
  };
}

/** "Ends in 3d 4h", "Starts in 2h 10m", "Ended 2026-03-01 10:00:00": where a proposal stands in time. */
export function TimeLeft({
  proposal,
  cancelledAt,
  className,
}: {
  proposal: Pick<ProposalSummary, 'status' | 'result' | 'startAt' | 'endAt'>;
  cancelledAt?: string | null;
  className?: string;
}) {
  const { t } = useTranslation('governance');
  const open = proposal.status !== 'closed';
  const now = useNow(1000, open);
  const duration = useCompactDuration();
  let text: string;
  if (proposal.status === 'upcoming') text = t('time.startsIn', { time: duration(proposal.startAt, now) });
  else if (proposal.status === 'active') text = t('time.endsIn', { time: duration(proposal.endAt, now) });
  else if (proposal.result === 'cancelled' && cancelledAt)
    text = t('time.cancelled', { date: formatDateTime(cancelledAt) ?? '' });
  else text = t('time.ended', { date: formatDateTime(proposal.endAt) ?? '' });
  return (
    <span data-testid="time-left" className={className}>
      {text}
    </span>
  );
}
