import type { TeamFigures } from '@colony/contract/team';
import { lazy, Suspense } from 'react';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { inviteLink } from '../../../lib/invite/invite-link.ts';

// The QR encoder stays out of every download but this panel's.
const InviteQr = lazy(() => import('./invite-qr.tsx'));

/** The member's invite code and link with copy buttons, and the link as a QR code to scan. */
export function InvitePanel({ figures }: { figures: TeamFigures }) {
  const { t } = useTranslation('team');
  const code = figures.inviteCode;
  if (!code) return null;
  const link = figures.inviteLink ?? inviteLink(window.location.origin, code);
  return (
    <section
      aria-labelledby="invite-title"
      data-testid="invite-panel"
      className="panel relative flex flex-col gap-6 overflow-hidden rounded-2xl p-5 sm:flex-row sm:items-center sm:p-6"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -left-24 size-64 rounded-full bg-[radial-gradient(closest-side,rgb(125_249_255/0.12),transparent)]"
      />
      <div className="relative flex min-w-0 flex-1 flex-col gap-5">
        <div>
          <h2 id="invite-title" className="text-sm font-semibold tracking-[0.16em] text-plasma uppercase">
            {t('invite.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t('invite.description')}</p>
        </div>
        <div>
          <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">{t('invite.code')}</p>
          <p className="mt-1 flex items-center gap-1">
            <span
              data-testid="invite-code"
              className="font-mono text-2xl font-semibold tracking-[0.18em] text-plasma"
            >
              {code}
            </span>
            <CopyButton value={code} label={t('invite.copyCode')} />
          </p>
        </div>
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">{t('invite.link')}</p>
          <p className="mt-1 flex min-w-0 items-center gap-1">
            <span
              data-testid="invite-link"
              title={link}
              className="min-w-0 flex-1 truncate rounded-lg border border-line bg-space-950/60 px-3 py-2 font-mono text-sm text-ink-muted"
            >
              {link}
            </span>
            <CopyButton value={link} label={t('invite.copyLink')} className="size-10 border border-line" />
          </p>
        </div>
      </div>
      <div className="relative mx-auto w-40 shrink-0 sm:mx-0 sm:w-36 lg:w-40">
        <Suspense fallback={<Skeleton className="aspect-square w-full rounded-lg" />}>
          <InviteQr value={link} label={t('invite.qr')} />
        </Suspense>
        <p className="mt-2 text-center text-xs text-ink-muted">{t('invite.scan')}</p>
      </div>
    </section>
  );
}
