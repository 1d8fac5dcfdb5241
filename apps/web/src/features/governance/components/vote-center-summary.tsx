import type { PollHomeResponse } from '@colony/contract/governance';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { usePowerFormat } from '../use-power-format.ts';
import { proposalHref } from './proposal-card.tsx';

/**
 * Under the title: the proposals open now, and for a signed-in member the ones they can still vote
 * in with their power there.
 */
export function VoteCenterSummary({ home }: { home: PollHomeResponse | undefined }) {
  const { t } = useTranslation('governance');
  const formatPower = usePowerFormat();
  if (!home) return <Skeleton className="h-5 w-64" />;
  const waiting = home.active.filter(
    (proposal) => !proposal.voted && proposal.power !== null && proposal.power !== '0',
  );
  return (
    <div className="flex w-full flex-col gap-3" data-testid="vote-center-summary">
      <p className="text-sm text-ink-muted">
        {t('summary.counts', {
          active: home.counts.active,
          upcoming: home.counts.upcoming,
          closed: home.counts.closed,
        })}
      </p>
      {home.signedIn && waiting.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {waiting.map((proposal) => (
            <li key={proposal.id} className="max-w-full min-w-0">
              <Link
                to={proposalHref(proposal.id)}
                className="inline-flex max-w-full items-center gap-2 rounded-full border border-plasma/40 bg-plasma/10 px-3 py-1.5 text-xs text-ink transition hover:border-plasma"
              >
                <span className="min-w-0 truncate">{t('summary.waiting', { title: proposal.title })}</span>
                <span className="shrink-0 font-semibold text-plasma tabular-nums">
                  {t('summary.power', { power: formatPower(proposal.power ?? '0') })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
