import type { Asset } from '@colony/contract/assets';
import { useId } from 'react';
import { cx } from '../ui/class-names.ts';
import { AssetBadge } from './asset-badge.tsx';

export interface AssetPickerProps<A extends Asset> {
  label: string;
  assets: readonly A[];
  value: A;
  onChange: (asset: A) => void;
  /** Shown under the choices, e.g. why the chosen asset cannot move. */
  error?: string;
  hint?: string;
  name: string;
}

/** A row of asset choices (radio buttons styled as pills), large enough to tap on a phone. */
export function AssetPicker<A extends Asset>({
  label,
  assets,
  value,
  onChange,
  error,
  hint,
  name,
}: AssetPickerProps<A>) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      aria-describedby={error || hint ? messageId : undefined}
    >
      <legend className="mb-2 text-sm font-medium text-ink">{label}</legend>
      <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
        {assets.map((asset) => (
          <label
            key={asset}
            className={cx(
              'relative inline-flex h-11 min-w-0 cursor-pointer items-center gap-2 rounded-full border pr-3 pl-1.5 text-sm font-semibold transition sm:pr-4',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-plasma',
              asset === value
                ? 'border-plasma/70 bg-space-700 text-ink shadow-[inset_0_0_0_1px_rgb(125_249_255/0.3)]'
                : 'border-line-strong bg-space-900/70 text-ink-muted hover:border-plasma/40 hover:text-ink',
            )}
          >
            <input
              type="radio"
              name={name}
              value={asset}
              checked={asset === value}
              onChange={() => onChange(asset)}
              className="sr-only"
            />
            <AssetBadge asset={asset} className="size-8" />
            {asset}
          </label>
        ))}
      </div>
      {error ? (
        <p id={messageId} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
