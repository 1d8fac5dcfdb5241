import { shortAddress } from '../../lib/format/short-address.ts';
import { cx } from './class-names.ts';

/** A wallet address shortened for display; the full address stays available on hover and to screen readers. */
export function ShortAddress({ address, className }: { address: string; className?: string }) {
  return (
    <span className={cx('font-mono tabular-nums', className)} title={address}>
      <span aria-hidden="true">{shortAddress(address)}</span>
      <span className="sr-only">{address}</span>
    </span>
  );
}
