import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Container } from '../ui/container.tsx';
import { MenuIcon } from '../ui/icons.tsx';
import { LanguageSelector } from './language-selector.tsx';
import { LogoMark } from './logo.tsx';
import { NavDropdown } from './nav-dropdown.tsx';
import { NavEntryLink } from './nav-entry-link.tsx';
import { HIDDEN_FARM_PATH, NAV_ENTRIES } from './nav-items.ts';
import { WalletButton } from './wallet-button.tsx';

// The drawer (and its dialog library) loads on first use; hovering or focusing the button starts the download.
const loadMobileMenu = () => import('./mobile-menu.tsx');
const MobileMenu = lazy(async () => ({ default: (await loadMobileMenu()).MobileMenu }));

/**
 * Below 1280 px the twelve entries do not fit in a bar: the drawer takes over. CSS picks the
 * layout (`xl:`), so the prerendered header is right at every width before any script runs.
 */
const DESKTOP_QUERY = '(min-width: 80rem)';

/** Closes the drawer when the window grows into the desktop layout, where its button is hidden. */
function useCloseOnDesktop(close: () => void) {
  useEffect(() => {
    const media = window.matchMedia(DESKTOP_QUERY);
    const update = () => {
      if (media.matches) close();
    };
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, [close]);
}

export function Header() {
  const { t } = useTranslation('common');
  const location = useLocation();
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  useCloseOnDesktop(useCallback(() => setDrawerOpen(false), []));

  // biome-ignore lint/correctness/useExhaustiveDependencies: any navigation closes the menus
  useEffect(() => {
    setOpenGroup(null);
    setDrawerOpen(false);
  }, [location.pathname, location.search]);

  const openDrawer = () => {
    setDrawerLoaded(true);
    setDrawerOpen(true);
  };
  const groupToggle = useCallback(
    (key: string) => (open: boolean) =>
      setOpenGroup((current) => (open ? key : current === key ? null : current)),
    [],
  );

  return (
    <header
      data-testid="site-header"
      className="sticky top-0 z-40 border-b border-line bg-space-950/75 backdrop-blur-xl supports-[backdrop-filter]:bg-space-950/60"
    >
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      <Container className="flex h-16 items-center gap-3">
        <Link to="/" className="group flex items-center gap-2.5 rounded-lg" aria-label={t('brand.homeLabel')}>
          <LogoMark className="transition-transform duration-500 group-hover:rotate-12" />
          <span className="text-lg font-bold tracking-[0.22em] text-ink">{t('brand.wordmark')}</span>
        </Link>
        <Link
          to={HIDDEN_FARM_PATH}
          aria-label={t('nav.hiddenFarm')}
          title={t('nav.hiddenFarm')}
          className="relative -ml-1 inline-flex size-7 items-center justify-center rounded-full text-ink-faint transition hover:text-nova"
        >
          <span
            aria-hidden="true"
            className="absolute inset-1.5 rounded-full border border-current opacity-60"
          />
          <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
        </Link>

        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          <div className="hidden xl:flex">
            <LanguageSelector />
          </div>
          <WalletButton />
          <button
            ref={menuButton}
            type="button"
            data-testid="mobile-menu-button"
            aria-label={t('nav.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={openDrawer}
            onPointerEnter={loadMobileMenu}
            onFocus={loadMobileMenu}
            className="inline-flex size-10 items-center justify-center rounded-full border border-line-strong text-ink transition hover:border-plasma/60 hover:text-plasma xl:hidden"
          >
            <MenuIcon className="size-5" />
          </button>
        </div>
      </Container>

      <div className="hidden border-t border-line/70 xl:block">
        <Container>
          <nav data-testid="main-nav" aria-label={t('nav.mainLabel')} className="flex min-h-12 items-center">
            {/* Tighter below 1536 px so all twelve entries fit one row from 1280 px in every language; wraps as a last resort. */}
            <ul className="-mx-1 flex flex-wrap items-center [--nav-link-pad:0.45rem] [--nav-link-size:0.8125rem] min-[90rem]:[--nav-link-size:0.875rem] min-[96rem]:[--nav-link-pad:0.7rem]">
              {NAV_ENTRIES.map((entry) => (
                <li key={entry.key}>
                  {entry.kind === 'group' ? (
                    <NavDropdown
                      group={entry}
                      open={openGroup === entry.key}
                      onOpenChange={groupToggle(entry.key)}
                    />
                  ) : (
                    <NavEntryLink item={entry} className="nav-link" />
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </div>
      {drawerLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            onCloseAutoFocus={() => menuButton.current?.focus()}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
