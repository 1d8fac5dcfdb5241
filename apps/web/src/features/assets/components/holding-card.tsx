import type { Asset } from '@colony/contract/assets';
import type { ReactNode } from 'react';
import { AssetBadge } from '../../../components/money/asset-badge.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useMemberAssets } from '../../../lib/money/get-member-assets.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';

/** The member's available and frozen balance of one asset, with an optional note (a lock, a phase). */
export function HoldingCard({ address, asset, note }: { address: string; asset: Asset; note?: ReactNode }) {
  const { t } = useTranslation('assets');
  const format = useAmountFormat();
  const member = useMemberAssets(address);
  const balance = member.data?.assets.find((entry) => entry.asset === asset);
  return (
    <div className="rounded-xl border border-line bg-space-900/60 p-4">
      <div className="flex items-center gap-3">
        <AssetBadge asset={asset} className="size-10" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-ink">{asset}</p>
          <p className="truncate text-xs text-ink-muted">{t(`names.${asset}`)}</p>
        </div>
        {note}
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <div>
          <dt className="text-[0.7rem] tracking-wide text-ink-faint uppercase">{t('balances.available')}</dt>
          <dd
            data-testid={`holding-${asset}`}
            className="mt-1 truncate text-2xl font-semibold text-ink tabular-nums"
          >
            {member.isPending ? (
              <Skeleton className="h-7 w-20" />
            ) : (
              format(balance?.available ?? '0', asset, { maximumFractionDigits: 4 })
            )}
          </dd>
        </div>
        <div>
          <dt className="text-[0.7rem] tracking-wide text-ink-faint uppercase">{t('balances.frozen')}</dt>
          <dd className="mt-1 truncate text-2xl font-semibold text-ink-muted tabular-nums">
            {member.isPending ? (
              <Skeleton className="h-7 w-16" />
            ) : (
              format(balance?.frozen ?? '0', asset, { maximumFractionDigits: 4 })
            )}
          </dd>
        </div>
      </dl>
    </div>
  );
}
