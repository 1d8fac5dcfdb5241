import type { Asset } from '@colony/contract/assets';
import { cx } from '../ui/class-names.ts';

/** What the mark shows: the stablecoins' currency signs, the resources' symbols. */
const MARKS: Record<Asset, string> = { USDT: '₮', USDC: '$', MM: 'MM', MC: 'MC', UME: 'UME', MCD: 'MCD' };

const COLORS: Record<Asset, { ring: string; fill: string; text: string }> = {
  USDT: { ring: '#26a17b', fill: 'rgb(38 161 123 / 0.18)', text: '#6fe0bb' },
  USDC: { ring: '#2775ca', fill: 'rgb(39 117 202 / 0.2)', text: '#8cc0ff' },
  MM: { ring: '#ffb347', fill: 'rgb(255 179 71 / 0.16)', text: '#ffc77a' },
  MC: { ring: '#7df9ff', fill: 'rgb(125 249 255 / 0.14)', text: '#7df9ff' },
  UME: { ring: '#8b6cff', fill: 'rgb(139 108 255 / 0.2)', text: '#b9a8ff' },
  MCD: { ring: '#e8c26a', fill: 'rgb(232 194 106 / 0.16)', text: '#f1d68f' },
};

/** The asset's round mark with its symbol's first letters; decorative beside the written symbol. */
export function AssetBadge({ asset, className }: { asset: Asset; className?: string }) {
  const color = COLORS[asset];
  return (
    <span
      aria-hidden="true"
      className={cx(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full border font-bold tracking-wide',
        MARKS[asset].length === 1 ? 'text-base' : 'text-[0.6rem]',
        className,
      )}
      style={{ borderColor: color.ring, background: color.fill, color: color.text }}
    >
      {MARKS[asset]}
    </span>
  );
}
