import { ROUTES } from '@colony/contract/routes';
import { Link, useSearchParams } from 'react-router';
import { Container } from '../../../components/ui/container.tsx';
import { DateTime } from '../../../components/ui/date-time.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { MissingState } from '../../../components/ui/missing-state.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { userMessageOf } from '../../../lib/http/user-message.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { isProposalMissing, type PollInfo, usePollInfo } from '../api/get-poll-info.ts';
import { PowerPanel } from '../components/power-panel.tsx';
import { ProposalSkeleton } from '../components/proposal-skeleton.tsx';
import { ProposalStatusPills } from '../components/proposal-status.tsx';
import { QuorumPanel } from '../components/quorum-panel.tsx';
import { ResultsPanel } from '../components/results-panel.tsx';
import { TimeLeft } from '../components/time-left.tsx';
import { TimelinePanel } from '../components/timeline-panel.tsx';
import { VerifyPanel } from '../components/verify-panel.tsx';
import { VotePanel } from '../components/vote-panel.tsx';
import { VotesList } from '../components/votes-list.tsx';
import { proposalIdFromSearch } from '../proposal-id-param.ts';
import { paragraphsOf } from '../results.ts';
import { useWideLayout } from '../use-wide-layout.ts';

function ProposalScreen({ info }: { info: PollInfo }) {
  const { t } = useTranslation('governance');
  useDocumentTitle(info.title);
  // One results panel: beside the proposal on a wide screen, right under the vote on a narrow one.
  const wide = useWideLayout();
  const cancelledAt = info.timeline.find((step) => step.event === 'cancelled')?.at ?? null;
  return (
    <Container className="pt-8 pb-20 sm:pt-10" data-testid="proposal">
      <Link to={ROUTES.voteList} className="text-sm text-ink-muted transition hover:text-plasma">
        ← {t('detail.back')}
      </Link>
      <header className="mt-6 flex flex-col gap-3">
        <ProposalStatusPills proposal={info} />
        <h1 className="max-w-4xl text-2xl font-bold break-words text-ink sm:text-3xl lg:text-4xl">
          {info.title}
        </h1>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-muted">
          <TimeLeft proposal={info} cancelledAt={cancelledAt} className="text-ink tabular-nums" />
          <span aria-hidden="true">·</span>
          <span>{t(`type.${info.votingType}`)}</span>
          <span aria-hidden="true">·</span>
          <span>
            {t('detail.created')} <DateTime value={info.createdAt} />
          </span>
        </p>
      </header>
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <article className="panel rounded-2xl p-5 sm:p-6" data-testid="proposal-body">
            {paragraphsOf(info.body).map((paragraph, index) => (
              <p
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one body keep their order
                key={index}
                className="mb-4 text-base leading-relaxed whitespace-pre-line text-ink-muted last:mb-0"
              >
                {paragraph}
              </p>
            ))}
          </article>
          <VotePanel info={info} />
          {wide ? null : <ResultsPanel info={info} />}
          <VotesList info={info} />
        </div>
        <aside className="flex min-w-0 flex-col gap-6">
          {wide ? <ResultsPanel info={info} /> : null}
          <QuorumPanel info={info} />
          <PowerPanel info={info} />
          <TimelinePanel info={info} />
          <VerifyPanel info={info} />
        </aside>
      </div>
    </Container>
  );
}

/** /voteDetail?id=: one proposal, its results, the member's vote, the votes cast, and checking the result. */
export default function VoteDetailPage() {
  const { t } = useTranslation('governance');
  const [search] = useSearchParams();
  const id = proposalIdFromSearch(search);
  const info = usePollInfo(id);

  if (id === null || isProposalMissing(info.error)) {
    return (
      <MissingState
        title={t('detail.notFound.title')}
        description={t('detail.notFound.description')}
        backTo={ROUTES.voteList}
        backLabel={t('detail.notFound.back')}
      />
    );
  }
  if (info.data) return <ProposalScreen info={info.data} />;
  if (info.isError) {
    return (
      <Container className="py-20">
        <ErrorState
          message={userMessageOf(info.error)?.text ?? t('detail.loadFailed')}
          onRetry={() => void info.refetch()}
          className="min-h-64"
        />
      </Container>
    );
  }
  return <ProposalSkeleton />;
}
