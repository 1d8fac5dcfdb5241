import type { Asset } from '@colony/contract/assets';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';

/** Amounts of several assets, one per line ("1,200 MM"); a dash when there are none. */
export function AssetAmounts({
  amounts,
  'data-testid': testId,
}: {
  amounts: readonly { asset: Asset; amount: string }[];
  'data-testid'?: string;
}) {
  const format = useAmountFormat();
  if (amounts.length === 0) return <span data-testid={testId}>0</span>;
  return (
    <span data-testid={testId} className="flex flex-col">
      {amounts.map((entry) => (
        <span key={entry.asset}>
          {format(entry.amount, entry.asset)} <span className="text-ink-muted">{entry.asset}</span>
        </span>
      ))}
    </span>
  );
}
