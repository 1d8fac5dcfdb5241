import type { Asset } from '@colony/contract/assets';
import { ROUTES } from '@colony/contract/routes';
import { useState } from 'react';
import { Link } from 'react-router';
import { SignedOutPanel } from '../../../components/money/signed-out-panel.tsx';
import { StatusPill } from '../../../components/money/status-pill.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { usePercentFormat } from '../../../lib/format/use-percent-format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';
import { useMemberAddress } from '../../../lib/wallet/use-member-address.ts';
import { useExchangeRules } from '../api/get-exchange-rules.ts';
import { LockIcon, TradeIcon, TransferIcon } from './action-icons.tsx';
import { HoldingCard } from './holding-card.tsx';
import { TransferDialog } from './transfer-dialog.tsx';

export type Resource = 'mm' | 'mc' | 'ume';

const ASSET_OF: Record<Resource, Asset> = { mm: 'MM', mc: 'MC', ume: 'UME' };

function useRuleLines(asset: Asset) {
  const { t } = useTranslation('assets');
  const format = useAmountFormat();
  const percent = usePercentFormat();
  const rules = useExchangeRules();
  if (!rules.data) return { loading: rules.isPending, lines: [] as string[] };
  const transfer = rules.data.transfers.find((rule) => rule.asset === asset);
  const buyBack = rules.data.buyBack.find((rule) => rule.asset === asset);
  const exact = (units: string, of: Asset) => `${format(units, of, { maximumFractionDigits: 18 })} ${of}`;
  const lines = [
    transfer?.transferable
      ? t('resources.transferMinimum', { min: exact(transfer.minimum, asset) })
      : t('resources.notTransferable'),
    buyBack
      ? t('resources.buyBack', {
          asset,
          price: format(buyBack.price, buyBack.payAsset, { maximumFractionDigits: 18 }),
          payAsset: buyBack.payAsset,
          fee: percent(buyBack.feeBps),
          min: exact(buyBack.minimum, asset),
        })
      : t('resources.notSold'),
  ];
  return { loading: false, lines, transferable: transfer?.transferable === true };
}

/**
 * /mm, /mc and /ume: what the resource is and does, the member's holdings, the rules the server
 * applies to it (transfer minimum, the trader's terms, phase 2) and what the member can do with it.
 */
export function ResourceOverview({ resource }: { resource: Resource }) {
  const { t } = useTranslation('assets');
  const address = useMemberAddress();
  const asset = ASSET_OF[resource];
  const { loading, lines, transferable } = useRuleLines(asset);
  const [transferOpen, setTransferOpen] = useState(false);

  const phase2 = <StatusPill tone="info">{t('resources.phase2')}</StatusPill>;

  return (
    <>
      <PageHeader
        title={t(`resources.${resource}.title`)}
        description={t(`resources.${resource}.description`)}
      />
      <Container className="py-8 sm:py-12">
        <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
          <section aria-labelledby="resource-about" className="panel rounded-2xl p-5 sm:p-7">
            <h2 id="resource-about" className="sr-only">
              {t(`resources.${resource}.title`)}
            </h2>
            <p className="text-base leading-relaxed text-ink">{t(`resources.${resource}.what`)}</p>

            <h3 className="mt-7 text-sm font-semibold tracking-[0.16em] text-plasma uppercase">
              {t('resources.rulesTitle')}
            </h3>
            {loading ? (
              <div className="mt-3 flex flex-col gap-2">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-4 w-1/2" />
              </div>
            ) : (
              <ul
                data-testid="resource-rules"
                className="mt-3 flex list-disc flex-col gap-2 pl-5 text-sm text-ink-muted marker:text-nova"
              >
                {lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
                {resource === 'ume' ? <li>{t('resources.ume.conversionRule')}</li> : null}
              </ul>
            )}

            <h3 className="mt-7 text-sm font-semibold tracking-[0.16em] text-plasma uppercase">
              {t('resources.actionsTitle')}
            </h3>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              {resource === 'mm' ? (
                <>
                  <Link to={ROUTES.trader} className={buttonClass()}>
                    <TradeIcon className="size-4" />
                    {t('resources.mm.sell')}
                  </Link>
                  <Link to={ROUTES.mmDetail} className={buttonClass({ variant: 'secondary' })}>
                    {t('resources.mm.details')}
                  </Link>
                </>
              ) : null}
              {transferable && address ? (
                <Button variant="secondary" onClick={() => setTransferOpen(true)}>
                  <TransferIcon className="size-4" />
                  {t('actions.transfer')}
                </Button>
              ) : null}
              {resource === 'mc' ? (
                <span className="inline-flex items-center gap-2">
                  <Button variant="secondary" disabled>
                    {t('resources.mc.mall')}
                  </Button>
                  <StatusPill tone="neutral">{t('resources.comingSoon')}</StatusPill>
                </span>
              ) : null}
              {resource === 'ume' ? (
                <span className="inline-flex items-center gap-2">
                  <Button variant="secondary" disabled>
                    <LockIcon className="size-4" />
                    {t('resources.ume.convert')}
                  </Button>
                  {phase2}
                </span>
              ) : null}
            </div>
          </section>

          <aside
            aria-labelledby="resource-holdings"
            className="panel flex flex-col gap-4 rounded-2xl p-5 sm:p-6"
          >
            <h2
              id="resource-holdings"
              className="text-sm font-semibold tracking-[0.16em] text-plasma uppercase"
            >
              {t('resources.holdings')}
            </h2>
            {address ? (
              <>
                <HoldingCard address={address} asset={asset} />
                {resource === 'ume' ? <HoldingCard address={address} asset="MCD" note={phase2} /> : null}
              </>
            ) : (
              <SignedOutPanel
                embedded
                description={t('signedOut.description')}
                data-testid="assets-signed-out"
              />
            )}
            {resource === 'ume' ? (
              <div className="rounded-xl border border-line bg-space-950/40 p-4">
                <p className="text-sm font-semibold text-ink">{t('resources.ume.mcdTitle')}</p>
                <p className="mt-1 text-sm text-ink-muted">{t('resources.ume.mcd')}</p>
              </div>
            ) : null}
          </aside>
        </div>
      </Container>
      {address ? (
        <TransferDialog
          open={transferOpen}
          onOpenChange={setTransferOpen}
          address={address}
          initialAsset={asset}
        />
      ) : null}
    </>
  );
}
