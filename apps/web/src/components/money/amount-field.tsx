import type { Asset } from '@colony/contract/assets';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { cx } from '../ui/class-names.ts';

export interface AmountFieldProps {
  label: string;
  asset: Asset;
  value: string;
  onChange: (value: string) => void;
  /** "Available: …" under the field, and what Max fills in. */
  available?: { text: string; input: string };
  error?: string;
  hint?: string;
  disabled?: boolean;
  name: string;
}

/**
 * An amount in whole units: the decimal keypad on phones, the asset beside the digits, the
 * balance and a Max button under it. The text is read exactly by `parseAmount`, never as a float.
 */
export function AmountField({
  label,
  asset,
  value,
  onChange,
  available,
  error,
  hint,
  disabled,
  name,
}: AmountFieldProps) {
  const { t } = useTranslation('money');
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : undefined, hint && !error ? hintId : undefined].filter(Boolean);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        {available ? (
          <span className="min-w-0 truncate text-xs text-ink-muted tabular-nums">
            {t('fields.available', { amount: available.text, asset })}
          </span>
        ) : null}
      </div>
      <div
        className={cx(
          'flex h-13 items-center gap-2 rounded-lg border bg-space-900/80 pr-2 pl-4 transition focus-within:border-plasma/70 focus-within:shadow-[0_0_0_3px_rgb(125_249_255/0.15)]',
          error ? 'border-danger/70' : 'border-line-strong',
        )}
      >
        <input
          id={id}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          inputMode="decimal"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder={t('fields.amountPlaceholder')}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
          className="h-full min-w-0 flex-1 bg-transparent text-lg font-semibold text-ink tabular-nums outline-none placeholder:text-ink-faint disabled:opacity-60"
        />
        <span className="shrink-0 text-sm font-semibold text-ink-muted">{asset}</span>
        {available ? (
          <button
            type="button"
            onClick={() => onChange(available.input)}
            disabled={disabled}
            aria-label={t('fields.maxLabel')}
            className="h-9 shrink-0 rounded-full border border-plasma/40 px-3 text-xs font-bold tracking-wide text-plasma uppercase transition hover:bg-plasma/10 disabled:opacity-50"
          >
            {t('fields.max')}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
