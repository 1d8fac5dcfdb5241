import type { ProposalSummary } from '@colony/contract/governance';
import type { ProposalResult, ProposalStatus } from '@colony/contract/governance-signing';
import { type PillTone, StatusPill } from '../../../components/money/status-pill.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

const STATUS_TONES: Record<ProposalStatus, PillTone> = {
  upcoming: 'pending',
  active: 'info',
  closed: 'neutral',
};

const RESULT_TONES: Record<ProposalResult, PillTone> = {
  passed: 'success',
  rejected: 'danger',
  noQuorum: 'neutral',
  cancelled: 'neutral',
};

/** The proposal's status, and its result once closed. */
export function ProposalStatusPills({ proposal }: { proposal: Pick<ProposalSummary, 'status' | 'result'> }) {
  const { t } = useTranslation('governance');
  return (
    <span className="inline-flex flex-wrap items-center gap-2" data-testid="proposal-status">
      {proposal.result === 'cancelled' ? null : (
        <StatusPill tone={STATUS_TONES[proposal.status]}>
          {proposal.status === 'active' ? (
            <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-current" />
          ) : null}
          {t(`status.${proposal.status}`)}
        </StatusPill>
      )}
      {proposal.result ? (
        <StatusPill tone={RESULT_TONES[proposal.result]}>
          <span data-testid="proposal-result">{t(`result.${proposal.result}`)}</span>
        </StatusPill>
      ) : null}
    </span>
  );
}
