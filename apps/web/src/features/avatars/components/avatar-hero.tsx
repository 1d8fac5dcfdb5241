import type { CatalogueAvatar } from '@colony/contract/avatars';
import { type ReactNode, useId } from 'react';
import { AvatarArt } from '../../../components/avatar/avatar-art.tsx';
import { AssetBadge } from '../../../components/money/asset-badge.tsx';
import { StatusPill } from '../../../components/money/status-pill.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';
import { acceptedAssets } from '../rules/purchase-rules.ts';

/**
 * The top of the avatar page: its artwork, kind, name and what it is, the price and what pays it,
 * and the buy button (or "Not for sale"); `side` holds today's supply and the next settlement.
 */
export function AvatarHero({
  avatar,
  onBuy,
  connecting,
  blocked,
  side,
}: {
  avatar: CatalogueAvatar;
  onBuy: () => void;
  /** The wallet is being connected for a purchase. */
  connecting: boolean;
  /** Why the signed-in member cannot buy it at all (the button is disabled and says so). */
  blocked?: 'notForSale' | 'guideLimit';
  side: ReactNode;
}) {
  const { t } = useTranslation('avatars');
  const reasonId = useId();
  // Sold out, a purchase joins the queue: the button says so.
  const soldOut = avatar.remainingToday === 0;
  const format = useAmountFormat();
  const assets = acceptedAssets(avatar);
  const priceAsset = assets[0] ?? 'USDT';
  return (
    <section aria-labelledby="avatar-name" className="relative overflow-hidden border-b border-line">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-48 left-1/2 size-[44rem] -translate-x-1/2 rounded-full bg-[radial-gradient(circle,rgb(125_249_255/0.1),transparent_65%)]"
      />
      <Container className="relative grid items-center gap-8 py-10 sm:py-14 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-14 lg:py-20">
        <div className="mx-auto w-full max-w-sm md:max-w-md">
          <AvatarArt
            id={avatar.id}
            name={avatar.name}
            priority
            className="w-full border border-line-strong shadow-[0_30px_80px_-30px_rgb(125_249_255/0.45)]"
          />
        </div>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <StatusPill tone={avatar.kind === 'alliance' ? 'pending' : 'info'}>
              <span data-testid="avatar-kind">{t(`kinds.${avatar.kind}`)}</span>
            </StatusPill>
            {avatar.forSale ? null : (
              <StatusPill tone="danger">
                <span data-testid="avatar-not-for-sale">{t('notForSale')}</span>
              </StatusPill>
            )}
          </div>
          <h1
            id="avatar-name"
            data-testid="avatar-name"
            className="mt-4 text-3xl font-bold break-words text-ink sm:text-4xl lg:text-5xl"
          >
            {avatar.name}
          </h1>
          <p className="mt-4 max-w-2xl text-base text-ink-muted sm:text-lg">
            {t(`kindDescriptions.${avatar.kind}`)}
          </p>
          <div className="mt-8 flex flex-wrap items-end gap-x-10 gap-y-5">
            <div>
              <p className="text-xs font-semibold tracking-wider text-ink-faint uppercase">{t('price')}</p>
              <p className="mt-1 flex items-baseline gap-2">
                <span data-testid="avatar-price" className="text-4xl font-bold text-ink tabular-nums">
                  {format(avatar.price, priceAsset)}
                </span>
                <span className="text-lg font-semibold text-ink-muted">{assets.join(' / ')}</span>
              </p>
            </div>
            <div>
              <p className="text-xs font-semibold tracking-wider text-ink-faint uppercase">
                {t('acceptedAssets')}
              </p>
              <ul data-testid="avatar-assets" className="mt-2 flex gap-2">
                {assets.map((asset) => (
                  <li
                    key={asset}
                    className="inline-flex items-center gap-2 rounded-full border border-line-strong bg-space-900/70 py-1 pr-3 pl-1 text-sm font-semibold text-ink"
                  >
                    <AssetBadge asset={asset} className="size-7" />
                    {asset}
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <div className="mt-8">
            {avatar.forSale ? (
              <>
                <Button
                  size="lg"
                  className="w-full sm:w-auto sm:min-w-48"
                  onClick={onBuy}
                  loading={connecting}
                  disabled={blocked !== undefined}
                  aria-describedby={blocked ? reasonId : undefined}
                  data-testid="avatar-buy"
                >
                  {soldOut ? t('joinQueue') : t('buy')}
                </Button>
                {blocked ? (
                  <p
                    id={reasonId}
                    data-testid="avatar-buy-blocked"
                    className="mt-3 max-w-md text-sm font-medium text-nova"
                  >
                    {t(`blocked.${blocked}`)}
                  </p>
                ) : null}
              </>
            ) : (
              <p className="text-sm text-ink-muted">{t('notForSaleHint')}</p>
            )}
          </div>
          <div className="mt-8">{side}</div>
        </div>
      </Container>
    </section>
  );
}
