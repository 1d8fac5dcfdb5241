import type { ProposalSummary } from '@colony/contract/governance';
import { ROUTES } from '@colony/contract/routes';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { shareOf } from '../results.ts';
import { usePowerFormat, useShareFormat } from '../use-power-format.ts';
import { ProposalStatusPills } from './proposal-status.tsx';
import { QuorumBar, quorumShare } from './quorum-bar.tsx';
import { TimeLeft } from './time-left.tsx';

export function proposalHref(id: string) {
  return `${ROUTES.voteDetail}?id=${id}`;
}

/** One proposal in the list: status, time left, the leading choice and how far the quorum is. */
export function ProposalCard({ proposal }: { proposal: ProposalSummary }) {
  const { t } = useTranslation('governance');
  const formatPower = usePowerFormat();
  const formatShare = useShareFormat();
  const leading = proposal.leading;
  const closed = proposal.status === 'closed';
  return (
    <Link
      to={proposalHref(proposal.id)}
      data-testid="proposal-card"
      className="panel group flex h-full flex-col gap-4 rounded-xl p-5 transition duration-300 ease-out hover:-translate-y-0.5 hover:border-plasma/40 hover:shadow-glow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plasma sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ProposalStatusPills proposal={proposal} />
        <span className="text-xs text-ink-faint">{t(`type.${proposal.votingType}`)}</span>
      </div>
      <h2 className="line-clamp-2 text-lg leading-snug font-semibold text-ink group-hover:text-plasma">
        {proposal.title}
      </h2>
      <TimeLeft proposal={proposal} className="text-sm text-ink-muted tabular-nums" />
      <div className="mt-auto flex flex-col gap-3">
        {leading ? (
          <div>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 truncate text-ink">
                <span className="text-ink-muted">
                  {closed && proposal.result === 'passed' ? t('card.winner') : t('card.leading')}
                </span>{' '}
                <span data-testid="leading-choice" className="font-medium">
                  {leading.label}
                </span>
              </span>
              <span className="shrink-0 text-ink-muted tabular-nums">
                {formatShare(shareOf(leading.power, proposal.quorum.cast))}
              </span>
            </div>
            <div aria-hidden="true" className="mt-2 h-1.5 overflow-hidden rounded-full bg-space-700">
              <div
                className="h-full rounded-full bg-plasma"
                style={{ width: `${shareOf(leading.power, proposal.quorum.cast) * 100}%` }}
              />
            </div>
          </div>
        ) : (
          <p className="text-sm text-ink-muted">
            {proposal.votes === 0 ? t('card.noVotes') : t('card.noLeader')}
          </p>
        )}
        <div className="flex items-center justify-between gap-3 border-t border-line pt-3 text-xs text-ink-muted">
          <span className="tabular-nums">
            {t('card.votes', { count: proposal.votes })} · {formatPower(proposal.quorum.cast)}{' '}
            {t('card.power')}
          </span>
          {proposal.quorum.required === null ? (
            <span className="text-right">
              {t('card.quorumRule', { percent: formatShare(proposal.quorum.bps / 10_000) })}
            </span>
          ) : (
            <span className="flex min-w-24 items-center gap-2">
              <span className="tabular-nums">
                {t('card.quorum', { percent: formatShare(Math.min(1, quorumShare(proposal.quorum))) })}
              </span>
              <QuorumBar quorum={proposal.quorum} className="w-12" />
            </span>
          )}
        </div>
      </div>
    </Link>
  );
}

export function ProposalCardSkeleton() {
  return (
    <div aria-hidden="true" className="panel flex h-full flex-col gap-4 rounded-xl p-5 sm:p-6">
      <Skeleton className="h-5 w-24 rounded-full" />
      <Skeleton className="h-5 w-11/12" />
      <Skeleton className="h-4 w-32" />
      <Skeleton className="mt-4 h-4 w-full" />
      <Skeleton className="h-1.5 w-full rounded-full" />
      <Skeleton className="mt-2 h-3 w-2/3" />
    </div>
  );
}
