import { LOCALE_NAMES, LOCALES, type Locale } from '@colony/contract/locales';
import { useState } from 'react';
import { switchLocale } from '../../lib/i18n/switch-locale.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { readLocale } from '../../lib/storage/locale.ts';
import { cx } from '../ui/class-names.ts';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from '../ui/icons.tsx';
import { HeaderPopover } from './header-popover.tsx';

function choose(locale: Locale) {
  if (locale !== readLocale()) switchLocale(locale);
}

/** The seven languages by native name, the current one marked; choosing one stores it and reloads. */
function LanguageOptions({ columns }: { columns: 1 | 2 }) {
  const current = readLocale();
  return (
    <ul className={cx('grid gap-1', columns === 2 && 'grid-cols-2 gap-2')}>
      {LOCALES.map((locale) => (
        <li key={locale}>
          <button
            type="button"
            lang={locale}
            aria-current={locale === current ? 'true' : undefined}
            onClick={() => choose(locale)}
            className={cx(
              'flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-left text-sm transition',
              columns === 2 && 'border',
              locale === current
                ? 'border-plasma/60 bg-plasma/10 text-ink'
                : 'border-line text-ink-muted hover:bg-white/[0.05] hover:text-ink',
            )}
          >
            {LOCALE_NAMES[locale]}
            {locale === current ? <CheckIcon className="size-4 text-plasma" /> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The header's language menu. */
export function LanguageSelector() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const current = readLocale();
  return (
    <HeaderPopover
      open={open}
      onOpenChange={setOpen}
      align="end"
      panelClassName="w-56"
      trigger={({ ref, ...props }) => (
        <button
          ref={ref}
          type="button"
          data-testid="language-selector"
          aria-label={t('language.current', { name: LOCALE_NAMES[current] })}
          className="nav-link gap-2 border border-line"
          {...props}
        >
          <GlobeIcon className="size-4" />
          <span lang={current}>{LOCALE_NAMES[current]}</span>
          <ChevronDownIcon className={cx('size-3.5 opacity-70 transition-transform', open && 'rotate-180')} />
        </button>
      )}
    >
      <p className="px-3 pt-2 pb-1.5 text-[0.7rem] font-semibold tracking-[0.14em] text-ink-faint uppercase">
        {t('language.label')}
      </p>
      <LanguageOptions columns={1} />
    </HeaderPopover>
  );
}

/** The drawer's language choice: every language visible at once. */
export function LanguageList() {
  const { t } = useTranslation('common');
  return (
    <section data-testid="language-selector" aria-labelledby="drawer-language-title">
      <h2
        id="drawer-language-title"
        className="mb-3 text-xs font-semibold tracking-[0.14em] text-ink-faint uppercase"
      >
        {t('language.label')}
      </h2>
      <LanguageOptions columns={2} />
    </section>
  );
}
