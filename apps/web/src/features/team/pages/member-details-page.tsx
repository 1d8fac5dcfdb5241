import { ROUTES } from '@colony/contract/routes';
import type { TeamFigures as Figures } from '@colony/contract/team';
import { Link, useSearchParams } from 'react-router';
import { SignedOutPanel } from '../../../components/money/signed-out-panel.tsx';
import { StatusPill } from '../../../components/money/status-pill.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { DateTime } from '../../../components/ui/date-time.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ShortAddress } from '../../../components/ui/short-address.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { userMessageOf } from '../../../lib/http/user-message.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { isTeamMemberMissing, useTeamIndex } from '../../../lib/member/get-team-index.ts';
import { useMemberAddress } from '../../../lib/wallet/use-member-address.ts';
import { DirectMemberList } from '../components/direct-member-list.tsx';
import { TeamFigures, TeamFiguresSkeleton } from '../components/team-figures.tsx';
import { memberAddressParam, memberDetailsPath } from '../rules/member-address-param.ts';

/** Why no member is shown (no address, not an address, nobody of the team), and the way back. */
function NoMember({ title, hint, testId }: { title: string; hint: string; testId: string }) {
  const { t } = useTranslation('team');
  return (
    <div
      data-testid={testId}
      role="alert"
      className="panel flex flex-col items-start gap-4 rounded-2xl p-6 sm:p-8"
    >
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <p className="text-sm text-ink-muted">{hint}</p>
      <Link to={ROUTES.myTeam} className={buttonClass({ variant: 'secondary' })}>
        {t('member.back')}
      </Link>
    </div>
  );
}

function MemberCard({ figures }: { figures: Figures }) {
  const { t } = useTranslation('team');
  return (
    <section
      aria-labelledby="member-title"
      data-testid="member-card"
      className="panel flex flex-col gap-5 rounded-2xl p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="member-title" className="text-sm font-semibold tracking-[0.16em] text-plasma uppercase">
          {t('member.title')}
        </h2>
        <span className="flex flex-wrap gap-1.5">
          {figures.starLevel > 0 ? (
            <StatusPill tone="pending">{t('star.level', { level: figures.starLevel })}</StatusPill>
          ) : null}
          <StatusPill tone={figures.effective ? 'success' : 'neutral'}>
            {figures.effective ? t('members.effective') : t('members.notEffective')}
          </StatusPill>
        </span>
      </div>
      <p className="flex min-w-0 items-center gap-1">
        <span
          data-testid="member-address"
          className="min-w-0 font-mono text-sm break-all text-ink sm:text-base"
        >
          {figures.address}
        </span>
        <CopyButton value={figures.address} label={t('member.copyAddress')} />
      </p>
      <dl className="grid grid-cols-1 gap-4 text-sm sm:grid-cols-3">
        <div className="min-w-0">
          <dt className="text-xs text-ink-muted">{t('member.superior')}</dt>
          <dd className="mt-1 text-ink">
            {figures.superiorAddress ? <ShortAddress address={figures.superiorAddress} /> : t('member.root')}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-ink-muted">{t('member.joined')}</dt>
          <dd className="mt-1 text-ink">
            <DateTime value={figures.joinedAt} />
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-ink-muted">{t('member.largestLeg')}</dt>
          <dd className="mt-1 text-ink">
            {figures.largestLegAddress ? (
              <Link
                to={memberDetailsPath(figures.largestLegAddress)}
                className="hover:text-plasma hover:underline"
              >
                <ShortAddress address={figures.largestLegAddress} />
              </Link>
            ) : (
              t('member.noLegs')
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function MemberDetails({ address, member }: { address: string; member: string }) {
  const { t } = useTranslation('team');
  const index = useTeamIndex(address, member);
  if (isTeamMemberMissing(index.error)) {
    return (
      <NoMember
        testId="member-not-found"
        title={userMessageOf(index.error)?.text ?? t('member.notFound')}
        hint={t('member.notFoundHint')}
      />
    );
  }
  if (!index.data) {
    if (index.isError)
      return <ErrorState message={userMessageOf(index.error)?.text} onRetry={() => void index.refetch()} />;
    return (
      <div data-testid="member-loading" aria-busy="true" className="flex flex-col gap-6">
        <Skeleton className="h-44 w-full rounded-2xl" />
        <TeamFiguresSkeleton />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <MemberCard figures={index.data} />
      <TeamFigures figures={index.data} />
      <DirectMemberList address={address} member={member} />
    </div>
  );
}

/** /memberDetails?address=: one member of the caller's team, their figures and direct members. */
export default function MemberDetailsPage() {
  const { t } = useTranslation('team');
  const [search] = useSearchParams();
  const param = memberAddressParam(search.get('address'));
  const address = useMemberAddress();
  return (
    <>
      <PageHeader title={t('member.pageTitle')} description={t('member.description')} />
      <Container className="flex flex-col gap-6 py-8 sm:py-12">
        <Link to={ROUTES.myTeam} className="self-start text-sm font-semibold text-plasma hover:underline">
          {t('member.back')}
        </Link>
        {address === undefined ? (
          <SignedOutPanel description={t('signedOut')} />
        ) : param.kind === 'missing' ? (
          <NoMember testId="member-missing" title={t('member.missing')} hint={t('member.missingHint')} />
        ) : param.kind === 'invalid' ? (
          <NoMember testId="member-invalid" title={t('member.invalid')} hint={t('member.invalidHint')} />
        ) : (
          <MemberDetails key={`${address}:${param.address}`} address={address} member={param.address} />
        )}
      </Container>
    </>
  );
}
