import { ROUTES } from '@colony/contract/routes';
import { useState } from 'react';
import { Link } from 'react-router';
import { shortAddress } from '../../lib/format/short-address.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { isAllowedChainId } from '../../lib/wallet/allowed-chain.ts';
import { useWallet } from '../../lib/wallet/use-wallet.ts';
import { walletStore } from '../../lib/wallet/wallet-store.ts';
import { Button } from '../ui/button.tsx';
import { cx } from '../ui/class-names.ts';
import {
  ChevronDownIcon,
  CopyIcon,
  DisconnectIcon,
  ExternalIcon,
  UserIcon,
  WalletIcon,
} from '../ui/icons.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { useCopy } from '../ui/use-copy.ts';
import { HeaderPopover } from './header-popover.tsx';
import { chainLabelKey } from './wallet-chain-label.ts';

const MENU_ITEM =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm text-ink-muted transition-colors hover:bg-white/[0.05] hover:text-ink';

/** "Connect wallet", or the connected account with its menu: copy, explorer, profile, disconnect. */
export function WalletButton() {
  const { t } = useTranslation('common');
  const wallet = useWallet();
  const copy = useCopy();
  const [open, setOpen] = useState(false);
  const { phase, address } = wallet;

  if (phase === 'disconnected' || phase === 'connecting' || address === undefined) {
    const connecting = phase === 'connecting';
    const connect = (
      <Button
        variant="primary"
        size="sm"
        data-testid="wallet-button"
        data-phase={phase}
        className="px-3.5 sm:px-4"
        loading={connecting}
        onClick={() => walletStore.connect()}
        // The wallet stack starts downloading as soon as the visitor shows interest.
        onPointerEnter={walletStore.preload}
        onFocus={walletStore.preload}
      >
        {connecting ? null : <WalletIcon className="size-4" />}
        <span className="max-[399px]:sr-only">{t(connecting ? 'wallet.connecting' : 'wallet.connect')}</span>
      </Button>
    );
    if (!wallet.firstPaint) return connect;
    // Before the app knows the session, both faces are on the page; CSS shows the stored one.
    return (
      <>
        <span className="when-no-session contents">{connect}</span>
        <RememberedSession label={t('wallet.reconnecting')} />
      </>
    );
  }

  // A remembered session looks signed in while the wallet is found again; signing in is busy.
  const busy = phase === 'signingIn';
  const wrongChain =
    phase === 'connected' && wallet.chainId !== undefined && !isAllowedChainId(wallet.chainId);
  const close = () => setOpen(false);

  return (
    <HeaderPopover
      open={open}
      onOpenChange={setOpen}
      align="end"
      panelClassName="w-64"
      trigger={({ ref, ...props }) => (
        <button
          ref={ref}
          type="button"
          data-testid="wallet-button"
          data-phase={phase}
          aria-label={t('wallet.menuLabel', { address })}
          aria-busy={busy || undefined}
          className="inline-flex h-9 items-center gap-2 whitespace-nowrap rounded-full border border-line-strong bg-space-800/60 px-3 text-sm font-medium text-ink transition hover:border-plasma/60 hover:bg-space-700/70 max-[399px]:gap-1.5 max-[399px]:px-2.5 max-[399px]:text-xs"
          {...props}
        >
          {busy ? (
            <Spinner className="size-3.5 text-plasma" />
          ) : (
            <StatusDot wrongChain={wrongChain} reconnecting={phase === 'reconnecting'} />
          )}
          {/* The narrowest phones keep the logo and the menu button beside it: fewer digits, no chevron. */}
          <span className="font-mono tabular-nums max-[399px]:hidden">{shortAddress(address)}</span>
          <span className="font-mono tabular-nums min-[400px]:hidden">{shortAddress(address, 4, 4)}</span>
          <ChevronDownIcon
            className={cx(
              'size-3.5 opacity-70 transition-transform max-[399px]:hidden',
              open && 'rotate-180',
            )}
          />
        </button>
      )}
    >
      <div data-testid="wallet-menu" className="flex flex-col">
        <div className="px-3 pt-2 pb-2.5">
          <p className="text-[0.7rem] font-semibold tracking-[0.14em] text-ink-faint uppercase">
            {t(
              phase === 'signingIn'
                ? 'wallet.signingIn'
                : phase === 'reconnecting'
                  ? 'wallet.reconnecting'
                  : chainLabelKey(wallet.chainId),
            )}
          </p>
          <p className="mt-1 font-mono text-sm break-all text-ink">{address}</p>
        </div>
        <div className="my-1 h-px bg-line" />
        <button
          type="button"
          className={MENU_ITEM}
          onClick={() => {
            void copy(address);
            close();
          }}
        >
          <CopyIcon className="size-4" />
          {t('wallet.copyAddress')}
        </button>
        {wallet.explorerUrl ? (
          <a
            href={wallet.explorerUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={MENU_ITEM}
            onClick={close}
          >
            <ExternalIcon className="size-4" />
            {t('wallet.viewOnExplorer')}
            <span className="sr-only">{t('nav.newTab')}</span>
          </a>
        ) : null}
        {wallet.signedIn ? (
          <Link to={ROUTES.person} className={MENU_ITEM} onClick={close}>
            <UserIcon className="size-4" />
            {t('wallet.profile')}
          </Link>
        ) : null}
        <div className="my-1 h-px bg-line" />
        <button
          type="button"
          data-testid="wallet-disconnect"
          className={cx(MENU_ITEM, 'hover:text-danger')}
          onClick={() => {
            close();
            walletStore.disconnect();
          }}
        >
          <DisconnectIcon className="size-4" />
          {t('wallet.disconnect')}
        </button>
      </div>
    </HeaderPopover>
  );
}

function StatusDot({ wrongChain, reconnecting }: { wrongChain: boolean; reconnecting: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'size-2 rounded-full',
        wrongChain ? 'bg-nova' : 'bg-success shadow-[0_0_8px_rgb(69_230_161/0.7)]',
        reconnecting && 'motion-safe:animate-pulse',
      )}
    />
  );
}

/**
 * The stored session as the first paint shows it: the address comes from the first-paint script's
 * CSS custom properties (the prerendered page knows no member); hidden when none is stored.
 */
function RememberedSession({ label }: { label: string }) {
  return (
    <span
      data-testid="remembered-session"
      role="status"
      aria-label={label}
      className="when-session hidden h-9 items-center gap-2 whitespace-nowrap rounded-full border border-line-strong bg-space-800/60 px-3 text-sm font-medium text-ink max-[399px]:gap-1.5 max-[399px]:px-2.5 max-[399px]:text-xs"
    >
      <StatusDot wrongChain={false} reconnecting />
      <span className="remembered-address font-mono tabular-nums" />
      <ChevronDownIcon className="size-3.5 opacity-70 max-[399px]:hidden" />
    </span>
  );
}
