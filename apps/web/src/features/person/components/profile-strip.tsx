import type { UserIndexResponse } from '@colony/contract/auth';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/class-names.ts';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { DateTime } from '../../../components/ui/date-time.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { WalletIcon } from '../../../components/ui/icons.tsx';
import { ShortAddress } from '../../../components/ui/short-address.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { userMessageOf } from '../../../lib/http/user-message.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { inviteLink } from '../../../lib/invite/invite-link.ts';
import { useMemberAssets } from '../../../lib/money/get-member-assets.ts';
import { useWallet } from '../../../lib/wallet/use-wallet.ts';
import { walletStore } from '../../../lib/wallet/wallet-store.ts';

function Field({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cx('min-w-0', className)}>
      <dt className="text-[0.7rem] font-semibold tracking-[0.14em] text-ink-faint uppercase">{label}</dt>
      <dd className="mt-1.5 flex min-w-0 items-center gap-1 text-ink">{children}</dd>
    </div>
  );
}

function ProfileFields({ profile }: { profile: UserIndexResponse }) {
  const { t } = useTranslation('person');
  const link = inviteLink(window.location.origin, profile.inviteCode);
  return (
    <dl className="grid grid-cols-[minmax(0,1fr)] gap-6 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.1fr)_auto_minmax(0,1.4fr)] lg:gap-10">
      <Field label={t('profile.address')}>
        <span
          data-testid="profile-address"
          className="min-w-0 font-mono text-sm break-all sm:text-base"
          title={profile.address}
        >
          {profile.address}
        </span>
        <CopyButton value={profile.address} label={t('profile.copyAddress')} />
      </Field>
      <Field label={t('profile.inviteCode')}>
        <span
          data-testid="profile-invite-code"
          className="font-mono text-2xl font-semibold tracking-[0.18em] text-plasma"
        >
          {profile.inviteCode}
        </span>
        <CopyButton value={profile.inviteCode} label={t('profile.copyInviteCode')} />
      </Field>
      <Field label={t('profile.inviteLink')} className="sm:col-span-2 lg:col-span-1">
        <span
          data-testid="profile-invite-link"
          className="min-w-0 flex-1 truncate rounded-lg border border-line bg-space-950/60 px-3 py-2 font-mono text-sm text-ink-muted"
          title={link}
        >
          {link}
        </span>
        <CopyButton value={link} label={t('profile.copyInviteLink')} className="size-10 border border-line" />
      </Field>
      <Field label={t('profile.superior')}>
        {profile.superior ? (
          <ShortAddress address={profile.superior} className="text-sm text-ink-muted" />
        ) : (
          <span className="text-sm text-ink-muted">{t('profile.root')}</span>
        )}
      </Field>
      <Field label={t('profile.memberSince')}>
        <DateTime value={profile.createdAt} className="text-sm text-ink-muted" />
      </Field>
    </dl>
  );
}

function StripSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div aria-busy="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only" role="status">
        {t('status.loading')}
      </span>
      {[0, 1, 2].map((index) => (
        <div key={index}>
          <Skeleton className="h-3 w-24" />
          <Skeleton className="mt-3 h-7 w-full max-w-xs" />
        </div>
      ))}
    </div>
  );
}

/** The signed-in member at a glance: address, invite code and the invite link to share. */
export function ProfileStrip() {
  const { t } = useTranslation('person');
  const wallet = useWallet();
  const address = wallet.signedIn ? wallet.address : undefined;
  // The profile comes with the balances: one answer for this strip and the overview's assets.
  const profile = useMemberAssets(address);

  let body: ReactNode;
  if (address === undefined) {
    body = (
      <div
        data-testid="profile-signed-out"
        className="flex flex-col items-start gap-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <p className="text-lg font-semibold text-ink">{t('signedOut.title')}</p>
          <p className="mt-1 max-w-xl text-sm text-ink-muted">{t('signedOut.description')}</p>
        </div>
        <Button
          onClick={() => walletStore.connect()}
          loading={wallet.phase === 'connecting' || wallet.phase === 'signingIn'}
        >
          <WalletIcon className="size-4" />
          {t('signedOut.connect')}
        </Button>
      </div>
    );
  } else if (profile.isPending) {
    body = <StripSkeleton />;
  } else if (profile.isError) {
    const message = userMessageOf(profile.error);
    body = <ErrorState message={message?.text} onRetry={() => void profile.refetch()} />;
  } else if (!profile.data) {
    body = <EmptyState />;
  } else {
    body = <ProfileFields profile={profile.data} />;
  }

  return (
    <section
      data-testid="profile-strip"
      aria-labelledby="profile-strip-title"
      className="panel relative overflow-hidden rounded-2xl p-6 sm:p-8"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-64 rounded-full bg-[radial-gradient(closest-side,rgb(125_249_255/0.12),transparent)]"
      />
      <h2
        id="profile-strip-title"
        className="relative mb-6 text-sm font-semibold tracking-[0.18em] text-plasma uppercase"
      >
        {t('profile.title')}
      </h2>
      <div className="relative">{body}</div>
    </section>
  );
}
