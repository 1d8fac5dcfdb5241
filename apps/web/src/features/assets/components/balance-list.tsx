import { ASSETS, type Asset } from '@colony/contract/assets';
import type { AssetBalance } from '@colony/contract/money';
import { ROUTES } from '@colony/contract/routes';
import { Link } from 'react-router';
import { AssetBadge } from '../../../components/money/asset-badge.tsx';
import { cx } from '../../../components/ui/class-names.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { unitsOf } from '../../../lib/money/format-amount.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';
import { ChevronRightIcon } from './action-icons.tsx';

/** The page that explains a resource; the stablecoins have none. */
const RESOURCE_PAGE: Partial<Record<Asset, string>> = {
  MM: ROUTES.mm,
  MC: ROUTES.mc,
  UME: ROUTES.ume,
  MCD: ROUTES.ume,
};

function BalanceRow({ balance }: { balance: AssetBalance }) {
  const { t } = useTranslation('assets');
  const format = useAmountFormat();
  const frozen = unitsOf(balance.frozen) ?? 0n;
  const page = RESOURCE_PAGE[balance.asset];
  const content = (
    <>
      <AssetBadge asset={balance.asset} className="size-10" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-ink">{balance.asset}</p>
        <p className="truncate text-xs text-ink-muted">{t(`names.${balance.asset}`)}</p>
      </div>
      <div className="min-w-0 text-right">
        <p className="sr-only">{t('balances.available')}</p>
        <p
          data-testid={`balance-${balance.asset}`}
          className="truncate text-lg font-semibold text-ink tabular-nums sm:text-xl"
        >
          {format(balance.available, balance.asset, { maximumFractionDigits: 4 })}
        </p>
        <p
          data-testid={`frozen-${balance.asset}`}
          className={cx('truncate text-xs tabular-nums', frozen > 0n ? 'text-nova' : 'text-ink-faint')}
        >
          {t('balances.frozenAmount', {
            amount: format(balance.frozen, balance.asset, { maximumFractionDigits: 4 }),
          })}
        </p>
      </div>
      {page ? (
        <ChevronRightIcon className="size-4 shrink-0 text-ink-faint" />
      ) : (
        <span className="w-4 shrink-0" />
      )}
    </>
  );
  const rowClass =
    'flex items-center gap-3 rounded-xl border border-line bg-space-900/60 px-4 py-3.5 transition';
  return page ? (
    <Link to={page} className={cx(rowClass, 'hover:border-plasma/40 hover:bg-space-850')}>
      {content}
    </Link>
  ) : (
    <div className={rowClass}>{content}</div>
  );
}

/** Available and frozen balance of every asset, zeros included, in the contract's order. */
export function BalanceList({
  balances,
  loading,
}: {
  balances: AssetBalance[] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation('assets');
  const ordered = ASSETS.map(
    (asset) => balances?.find((balance) => balance.asset === asset) ?? { asset, available: '0', frozen: '0' },
  );
  return (
    <section aria-labelledby="balances-title" data-testid="balances">
      <h2 id="balances-title" className="sr-only">
        {t('balances.title')}
      </h2>
      <ul className="grid gap-2.5 sm:grid-cols-2 xl:grid-cols-3">
        {ordered.map((balance) => (
          <li key={balance.asset}>
            {loading ? (
              <div className="flex items-center gap-3 rounded-xl border border-line bg-space-900/60 px-4 py-3.5">
                <Skeleton className="size-10 rounded-full" />
                <Skeleton className="h-4 flex-1" />
                <Skeleton className="h-6 w-20" />
              </div>
            ) : (
              <BalanceRow balance={balance} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
