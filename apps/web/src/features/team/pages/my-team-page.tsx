import { SignedOutPanel } from '../../../components/money/signed-out-panel.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { userMessageOf } from '../../../lib/http/user-message.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useTeamIndex } from '../../../lib/member/get-team-index.ts';
import { useMemberAddress } from '../../../lib/wallet/use-member-address.ts';
import { DirectMemberList } from '../components/direct-member-list.tsx';
import { IncomePanel } from '../components/income-panel.tsx';
import { InvitePanel } from '../components/invite-panel.tsx';
import { LegsPanel } from '../components/legs-panel.tsx';
import { StarLevelPanel } from '../components/star-level-panel.tsx';
import { TeamFigures, TeamFiguresSkeleton } from '../components/team-figures.tsx';

function MyTeam({ address }: { address: string }) {
  const { t } = useTranslation('team');
  const index = useTeamIndex(address);
  const figures = index.data;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {figures ? (
          <InvitePanel figures={figures} />
        ) : index.isError ? (
          <ErrorState
            message={userMessageOf(index.error)?.text ?? t('loadFailed')}
            onRetry={() => void index.refetch()}
          />
        ) : (
          <Skeleton className="h-64 w-full rounded-2xl" />
        )}
        <StarLevelPanel address={address} />
      </div>
      {figures ? <TeamFigures figures={figures} income /> : index.isError ? null : <TeamFiguresSkeleton />}
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {/* On a phone the income comes before the long list of legs; beside them from lg. */}
        {figures ? (
          <IncomePanel address={address} total={figures.teamIncomeTotal} className="lg:order-2" />
        ) : index.isError ? null : (
          <Skeleton className="h-72 w-full rounded-2xl lg:order-2" />
        )}
        <LegsPanel address={address} className="lg:order-1" />
      </div>
      <DirectMemberList address={address} />
    </div>
  );
}

/**
 * /myTeam: the member's invite (code, link, QR), their team in figures, star level with the next
 * level's progress, legs and small zone, income from the team, and their direct members.
 */
export default function MyTeamPage() {
  const { t } = useTranslation('team');
  const address = useMemberAddress();
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Container className="py-8 sm:py-12">
        {address === undefined ? (
          <SignedOutPanel description={t('signedOut')} />
        ) : (
          <MyTeam key={address} address={address} />
        )}
      </Container>
    </>
  );
}
