import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { cx } from './class-names.ts';
import { CheckIcon, CopyIcon } from './icons.tsx';
import { useCopy } from './use-copy.ts';

/** Copies `value` to the clipboard and confirms with a toast. */
export function CopyButton({
  value,
  label,
  className,
}: {
  value: string;
  label?: string;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const copyText = useCopy();
  const [copied, setCopied] = useState(false);
  const reset = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(reset.current), []);

  async function copy() {
    if (!(await copyText(value))) return;
    setCopied(true);
    clearTimeout(reset.current);
    reset.current = setTimeout(() => setCopied(false), 1500);
  }

  return (
    <button
      type="button"
      onClick={copy}
      aria-label={label ?? t('copy.label')}
      title={label ?? t('copy.label')}
      className={cx(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-md text-ink-muted transition hover:bg-white/5 hover:text-plasma',
        className,
      )}
    >
      {copied ? <CheckIcon className="size-4 text-success" /> : <CopyIcon className="size-4" />}
    </button>
  );
}
