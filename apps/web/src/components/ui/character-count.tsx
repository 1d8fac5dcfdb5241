import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { cx } from './class-names.ts';

/** How long typing must pause before the count is announced: one announcement per pause, not per key. */
export const COUNT_ANNOUNCE_DELAY_MS = 1000;

/**
 * "120 of 2000 characters" under a text area, in one wording whether or not the field shows an
 * error, turning red past the limit. The visible count describes the field (read on focus); a
 * polite live region repeats it once the typing pauses, so a screen reader hears how far the
 * text has come without being interrupted at every key.
 */
export function CharacterCount({ id, count, max }: { id: string; count: number; max: number }) {
  const { t } = useTranslation('common');
  // Digits as typed, like the limit in the fields' error messages ("at most 2000 characters").
  const text = t('field.characterCount', { count, max });
  const [announced, setAnnounced] = useState('');
  const first = useRef(text);
  const typed = useRef(false);
  useEffect(() => {
    // Nothing to say before the member has typed: the count is read with the field.
    if (!typed.current) {
      if (text === first.current) return;
      typed.current = true;
    }
    const timer = setTimeout(() => setAnnounced(text), COUNT_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <>
      <p
        id={id}
        data-testid="character-count"
        className={cx(
          'shrink-0 text-xs tabular-nums',
          count > max ? 'font-medium text-danger' : 'text-ink-muted',
        )}
      >
        {text}
      </p>
      <p aria-live="polite" className="sr-only">
        {announced}
      </p>
    </>
  );
}
