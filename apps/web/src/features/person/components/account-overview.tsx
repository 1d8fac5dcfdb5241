import type { AvatarState, MyAvatarsResponse } from '@colony/contract/avatars';
import type { EliteTier } from '@colony/contract/elite';
import type { UserIndexWithAssetsResponse } from '@colony/contract/money';
import { ROUTES } from '@colony/contract/routes';
import type { TeamFigures } from '@colony/contract/team';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { currentLocale } from '../../../lib/format/current-locale.ts';
import { userMessageOf } from '../../../lib/http/user-message.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useMyAvatars } from '../../../lib/member/get-my-avatars.ts';
import { useTeamIndex } from '../../../lib/member/get-team-index.ts';
import { formatBaseUnits } from '../../../lib/money/format-amount.ts';
import { FUEL_DECIMALS } from '../../../lib/money/fuel-decimals.ts';
import { useMemberAssets } from '../../../lib/money/get-member-assets.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';

/** Every tier has its name in person.json; checked against the contract's list by type, without loading it. */
const TIER_NAMED = {
  member: true,
  silver: true,
  gold: true,
  platinum: true,
  titanium: true,
  ambassador: true,
  globalElite: true,
} satisfies Record<EliteTier, true>;

function isTier(value: string | null): value is EliteTier {
  return value !== null && Object.hasOwn(TIER_NAMED, value);
}

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    // Label on top, value at the foot: values stay on one line when a label wraps.
    <div className="flex min-w-0 flex-col justify-between">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd data-testid={testId} className="mt-0.5 truncate text-lg font-semibold text-ink tabular-nums">
        {children}
      </dd>
    </div>
  );
}

/** One area of the account: its figures once loaded, a skeleton before, an error with a retry, and the way to the full page. */
function OverviewCard<T>({
  id,
  title,
  to,
  linkLabel,
  query,
  children,
}: {
  id: string;
  title: string;
  to: string;
  linkLabel: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  let body: ReactNode;
  if (query.data !== undefined) body = children(query.data);
  else if (query.isError)
    body = (
      <ErrorState
        message={userMessageOf(query.error)?.text}
        onRetry={() => void query.refetch()}
        className="py-6"
      />
    );
  else
    body = (
      <div aria-hidden="true" className="flex flex-col gap-3">
        <Skeleton className="h-7 w-24" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  return (
    <section
      aria-labelledby={`overview-${id}`}
      aria-busy={query.isPending || undefined}
      data-testid={`overview-${id}`}
      className="panel flex min-w-0 flex-col gap-4 rounded-2xl p-5 sm:p-6"
    >
      <h3 id={`overview-${id}`} className="text-xs font-semibold tracking-[0.14em] text-ink-faint uppercase">
        {title}
      </h3>
      <div className="flex-1">{body}</div>
      <Link
        to={to}
        className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-plasma underline-offset-4 hover:underline"
      >
        {linkLabel}
        <span aria-hidden="true">→</span>
      </Link>
    </section>
  );
}

function AvatarFigures({ holdings }: { holdings: MyAvatarsResponse }) {
  const { t } = useTranslation('person');
  const count = (state: AvatarState) => holdings.avatars.filter((avatar) => avatar.state === state).length;
  if (holdings.avatars.length === 0)
    return <p className="text-sm text-ink-muted">{t('overview.avatars.none')}</p>;
  return (
    <>
      <p data-testid="overview-avatar-count" className="text-2xl font-bold text-ink tabular-nums">
        {t('overview.avatars.count', { count: holdings.avatars.length })}
      </p>
      <dl className="mt-3 grid grid-cols-3 gap-2">
        <Figure label={t('overview.avatars.producing')} testId="overview-avatars-producing">
          {count('producing')}
        </Figure>
        <Figure label={t('overview.avatars.starting')}>{count('starting')}</Figure>
        <Figure label={t('overview.avatars.spent')}>{count('spent')}</Figure>
      </dl>
      <p data-testid="overview-energy" className="mt-3 text-sm text-ink-muted">
        {t('overview.avatars.energy', { level: holdings.energy.level, max: holdings.energy.maxLevel })}
      </p>
    </>
  );
}

function AssetFigures({ member }: { member: UserIndexWithAssetsResponse }) {
  const { t } = useTranslation('person');
  const format = useAmountFormat();
  const held = member.assets.filter(
    (balance) => BigInt(balance.available) > 0n || BigInt(balance.frozen) > 0n,
  );
  const fuel = formatBaseUnits(member.fuel, FUEL_DECIMALS, {
    locale: currentLocale(),
    maximumFractionDigits: 2,
  });
  return (
    <>
      {held.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('overview.assets.none')}</p>
      ) : (
        <dl data-testid="overview-balances" className="grid grid-cols-2 gap-x-4 gap-y-3">
          {held.map((balance) => (
            <Figure key={balance.asset} label={balance.asset}>
              {format(balance.available, balance.asset, { maximumFractionDigits: 2 })}
              {BigInt(balance.frozen) > 0n ? (
                <span className="block text-xs font-normal text-ink-muted">
                  {t('overview.assets.frozen', {
                    amount: format(balance.frozen, balance.asset, { maximumFractionDigits: 2 }),
                  })}
                </span>
              ) : null}
            </Figure>
          ))}
        </dl>
      )}
      <p data-testid="overview-fuel" className="mt-3 text-sm text-ink-muted">
        {t('overview.assets.fuel', { amount: fuel })}
      </p>
    </>
  );
}

function TeamFiguresOf({ team }: { team: TeamFigures }) {
  const { t } = useTranslation('person');
  return (
    <dl className="grid grid-cols-3 gap-2">
      <Figure label={t('overview.team.size')} testId="overview-team-size">
        {team.teamSize}
      </Figure>
      <Figure label={t('overview.team.direct')}>{team.directCount}</Figure>
      <Figure label={t('overview.team.star')} testId="overview-star-level">
        {team.starLevel > 0 ? t('overview.team.starValue', { level: team.starLevel }) : '–'}
      </Figure>
    </dl>
  );
}

function EliteTierOf({ team }: { team: TeamFigures }) {
  const { t } = useTranslation('person');
  const tier = team.eliteTier;
  return (
    <>
      <p data-testid="overview-elite-tier" className="text-2xl font-bold text-ink">
        {isTier(tier) ? t(`overview.elite.tiers.${tier}`) : t('overview.elite.none')}
      </p>
      <p className="mt-2 text-sm text-ink-muted">{t('overview.elite.hint')}</p>
    </>
  );
}

/**
 * The signed-in member's account at a glance, from the answers the full pages read (so it costs
 * them nothing later): avatars and energy level, balances and fuel, team, elite tier.
 */
export function AccountOverview({ address }: { address: string }) {
  const { t } = useTranslation('person');
  const holdings = useMyAvatars(address);
  const member = useMemberAssets(address);
  const team = useTeamIndex(address);
  return (
    <section aria-labelledby="account-overview-title" data-testid="account-overview" className="mt-8">
      <h2
        id="account-overview-title"
        className="text-sm font-semibold tracking-[0.18em] text-plasma uppercase"
      >
        {t('overview.title')}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <OverviewCard
          id="avatars"
          title={t('overview.avatars.title')}
          to={ROUTES.myAvatar}
          linkLabel={t('common:nav.items.myAvatar.label')}
          query={holdings}
        >
          {(data) => <AvatarFigures holdings={data} />}
        </OverviewCard>
        <OverviewCard
          id="assets"
          title={t('overview.assets.title')}
          to={ROUTES.myAssets}
          linkLabel={t('common:nav.items.myAssets.label')}
          query={member}
        >
          {(data) => <AssetFigures member={data} />}
        </OverviewCard>
        <OverviewCard
          id="team"
          title={t('overview.team.title')}
          to={ROUTES.myTeam}
          linkLabel={t('common:nav.items.myTeam.label')}
          query={team}
        >
          {(data) => <TeamFiguresOf team={data} />}
        </OverviewCard>
        <OverviewCard
          id="elite"
          title={t('overview.elite.title')}
          to={ROUTES.benefits}
          linkLabel={t('overview.elite.link')}
          query={team}
        >
          {(data) => <EliteTierOf team={data} />}
        </OverviewCard>
      </div>
    </section>
  );
}
