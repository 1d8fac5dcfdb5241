import type { Asset } from '@colony/contract/assets';
import { AssetBadge } from '../../../components/money/asset-badge.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/** What is staked and what it earns: two asset marks and "Stake MM · Earn MC". */
export function AssetPair({ asset, rewardAsset }: { asset: Asset; rewardAsset: Asset }) {
  const { t } = useTranslation('staking');
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span className="flex shrink-0 items-center gap-1">
        <AssetBadge asset={asset} />
        <span aria-hidden="true" className="text-xs text-ink-faint">
          →
        </span>
        <AssetBadge asset={rewardAsset} />
      </span>
      <span className="min-w-0 text-sm text-ink-muted">{t('pair', { asset, rewardAsset })}</span>
    </div>
  );
}
