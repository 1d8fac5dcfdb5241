import { ROUTES } from '@colony/contract/routes';
import { Link } from 'react-router';
import { shortAddress } from '../../lib/format/short-address.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useWallet } from '../../lib/wallet/use-wallet.ts';
import { walletStore } from '../../lib/wallet/wallet-store.ts';
import { Button, buttonClass } from '../ui/button.tsx';
import { cx } from '../ui/class-names.ts';
import { CopyButton } from '../ui/copy-button.tsx';
import { DisconnectIcon, ExternalIcon, UserIcon, WalletIcon } from '../ui/icons.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { chainLabelKey } from './wallet-chain-label.ts';

/** The wallet in the navigation drawer: connect, or the account with copy, explorer, profile and disconnect. */
export function WalletPanel({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('common');
  const wallet = useWallet();
  const { phase, address } = wallet;

  if (phase === 'disconnected' || phase === 'connecting' || address === undefined) {
    return (
      <Button
        variant="primary"
        className="w-full"
        data-testid="drawer-wallet-connect"
        loading={phase === 'connecting'}
        onClick={() => {
          // The wallet's prompt or the wallet chooser takes over from the drawer.
          onNavigate();
          walletStore.connect();
        }}
      >
        {phase === 'connecting' ? null : <WalletIcon className="size-4" />}
        {t(phase === 'connecting' ? 'wallet.connecting' : 'wallet.connect')}
      </Button>
    );
  }

  const busy = phase === 'reconnecting' || phase === 'signingIn';
  return (
    <div data-testid="drawer-wallet" className="panel rounded-xl p-4">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="flex items-center gap-2 text-[0.7rem] font-semibold tracking-[0.14em] text-ink-faint uppercase">
            {busy ? <Spinner className="size-3 text-plasma" /> : null}
            {t(
              busy
                ? phase === 'signingIn'
                  ? 'wallet.signingIn'
                  : 'wallet.reconnecting'
                : chainLabelKey(wallet.chainId),
            )}
          </p>
          <p className="mt-1 font-mono text-base text-ink" title={address}>
            {shortAddress(address)}
          </p>
        </div>
        <CopyButton value={address} label={t('wallet.copyAddress')} className="size-10 border border-line" />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        {wallet.explorerUrl ? (
          <a
            href={wallet.explorerUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={cx(buttonClass({ variant: 'secondary', size: 'sm' }), 'grow px-3')}
          >
            <ExternalIcon className="size-4" />
            {t('wallet.explorer')}
            <span className="sr-only">{t('nav.newTab')}</span>
          </a>
        ) : null}
        {wallet.signedIn ? (
          <Link
            to={ROUTES.person}
            onClick={onNavigate}
            className={cx(buttonClass({ variant: 'secondary', size: 'sm' }), 'grow px-3')}
          >
            <UserIcon className="size-4" />
            {t('wallet.profile')}
          </Link>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          data-testid="drawer-wallet-disconnect"
          className="basis-full text-danger hover:text-danger"
          onClick={() => {
            onNavigate();
            walletStore.disconnect();
          }}
        >
          <DisconnectIcon className="size-4" />
          {t('wallet.disconnect')}
        </Button>
      </div>
    </div>
  );
}
