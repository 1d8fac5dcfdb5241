import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { cx } from '../ui/class-names.ts';
import { ChevronDownIcon, CloseIcon } from '../ui/icons.tsx';
import { LanguageList } from './language-selector.tsx';
import { LogoMark } from './logo.tsx';
import { isEntryActive } from './nav-active.ts';
import { NavEntryLink } from './nav-entry-link.tsx';
import { NAV_ENTRIES, type NavGroup } from './nav-items.ts';
import { WalletPanel } from './wallet-panel.tsx';

const ROW =
  'flex w-full items-center justify-between gap-3 rounded-xl px-4 py-3.5 text-base font-medium text-ink-muted transition-colors hover:bg-white/[0.04] hover:text-ink [&.active]:bg-plasma/[0.08] [&.active]:text-ink [&.active]:shadow-[inset_3px_0_0_var(--color-plasma)]';

function DrawerGroup({ group, onNavigate }: { group: NavGroup; onNavigate: () => void }) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const active = isEntryActive(group, location);
  // The group holding the current page starts open, so the visitor sees where they are.
  const [expanded, setExpanded] = useState(active);
  const panelId = `drawer-group-${group.key}`;
  return (
    <div>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded(!expanded)}
        className={cx(ROW, active && 'text-ink')}
      >
        {t(`nav.groups.${group.key}`)}
        <ChevronDownIcon
          className={cx('size-4 transition-transform duration-200', expanded && 'rotate-180')}
        />
      </button>
      <div id={panelId} hidden={!expanded} className="mt-1 mb-2 ml-4 border-l border-line pl-3">
        {group.sections.map((section) => (
          <div key={section.key ?? 'links'} className="py-1">
            {section.key ? (
              <p className="px-4 pt-2 pb-1 text-[0.7rem] font-semibold tracking-[0.14em] text-plasma/90 uppercase">
                {t(`nav.sections.${section.key}`)}
              </p>
            ) : null}
            <ul>
              {section.items.map((item) => (
                <li key={item.key}>
                  <NavEntryLink
                    item={item}
                    shown={expanded}
                    onNavigate={onNavigate}
                    className={cx(ROW, 'justify-start py-3 text-[0.95rem]')}
                  />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}

/** The navigation drawer under 1280 px: same entries as the header bar, focus kept inside, Escape closes. */
export function MobileMenu({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The opener lives outside the dialog (it loads lazily), so focus is handed back explicitly. */
  onCloseAutoFocus: () => void;
}) {
  const { t } = useTranslation('common');
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-space-950/70 backdrop-blur-sm data-[state=open]:animate-[fade-in_0.2s_ease-out]" />
        <Dialog.Content
          data-testid="mobile-menu"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onCloseAutoFocus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex h-dvh w-full max-w-sm flex-col border-l border-line bg-space-900 shadow-pop data-[state=open]:animate-[drawer-in_0.28s_var(--ease-out-expo)]"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-line px-5">
            <Dialog.Title className="flex items-center gap-2.5 text-base font-semibold text-ink">
              <LogoMark className="size-7" />
              {t('nav.menuTitle')}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('nav.closeMenu')}
              className="inline-flex size-10 items-center justify-center rounded-full border border-line-strong text-ink transition hover:border-plasma/60 hover:text-plasma"
            >
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain">
            <div className="px-5 pt-5">
              <WalletPanel onNavigate={close} />
            </div>
            <nav aria-label={t('nav.mainLabel')} className="px-3 py-4">
              <ul className="flex flex-col gap-0.5">
                {NAV_ENTRIES.map((entry) => (
                  <li key={entry.key}>
                    {entry.kind === 'group' ? (
                      <DrawerGroup group={entry} onNavigate={close} />
                    ) : (
                      <NavEntryLink item={entry} onNavigate={close} className={ROW} />
                    )}
                  </li>
                ))}
              </ul>
            </nav>
            <div className="mx-3 border-t border-line px-2 pt-5 pb-[max(1.5rem,env(safe-area-inset-bottom))]">
              <LanguageList />
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
