import type { ReactNode } from 'react';
import { shortAddress } from '../../lib/format/short-address.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useTxExplorerUrl } from '../../lib/money/use-tx-explorer.ts';
import { cx } from '../ui/class-names.ts';
import { CopyButton } from '../ui/copy-button.tsx';
import { ExternalIcon } from '../ui/icons.tsx';

/**
 * A transaction the member sent or received: "View on explorer" (`children`) where its chain has
 * a block explorer, otherwise the shortened hash with a button that copies it whole ("Copy
 * Successful"), as on the local development chain.
 */
export function TxReference({
  hash,
  chainId,
  children,
  className,
  testId,
}: {
  hash: string;
  chainId: number;
  /** The link's text. */
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  const href = useTxExplorerUrl(hash, chainId);
  if (href) {
    return (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        data-testid={testId}
        title={hash}
        className={cx('inline-flex items-center gap-1 text-plasma hover:underline', className)}
      >
        {children}
        <ExternalIcon className="size-3" />
      </a>
    );
  }
  return (
    <span data-testid={testId} title={hash} className={cx('inline-flex items-center gap-0.5', className)}>
      <span className="font-mono tabular-nums">{shortAddress(hash)}</span>
      <span className="sr-only">{hash}</span>
      <CopyButton value={hash} label={t('copy.transactionHash')} className="size-7" />
    </span>
  );
}
