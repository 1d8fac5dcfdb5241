import { RECONNECT_DELAY_MS } from '@colony/contract/constants';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { type Connector, useConnection, useConnectors, useSwitchChain, WagmiProvider } from 'wagmi';
import { connect, disconnect, getConnection, getConnectors, reconnect } from 'wagmi/actions';
import { notify } from '../../components/ui/toast.tsx';
import { appEvents } from '../../lib/events/app-events.ts';
import { createCrossTabLock } from '../../lib/http/cross-tab-lock.ts';
import { userMessageOf } from '../../lib/http/user-message.ts';
import { t } from '../../lib/i18n/i18n.ts';
import { isAllowedChainId } from '../../lib/wallet/allowed-chain.ts';
import { explorerAddressUrl, PREFERRED_CHAIN } from '../../lib/wallet/chains.ts';
import { isUserRejection } from '../../lib/wallet/is-user-rejection.ts';
import { wagmiConfig } from '../../lib/wallet/wagmi-config.ts';
import { walletStore } from '../../lib/wallet/wallet-store.ts';
import { login } from './api/login.ts';
import { logout } from './api/logout.ts';
import { requestLoginNonce } from './api/request-login-nonce.ts';
import { BindSuperiorDialog } from './components/bind-superior-dialog.tsx';
import { UnsupportedChainDialog } from './components/unsupported-chain-dialog.tsx';
import { WalletChooserDialog } from './components/wallet-chooser-dialog.tsx';
import {
  credentialSessionStore,
  storedDeclinedSignIns,
  storedInviteCode,
} from './session/credential-session-store.ts';
import { createSessionController } from './session/session-controller.ts';
import { wagmiSessionWallet } from './session/wagmi-session-wallet.ts';
import { walletSnapshotOf } from './session/wallet-snapshot.ts';
import { walletChoices } from './wallet-choices.ts';

/** The Web Lock every tab's sign-in takes, so that one wallet switch asks for one signature. */
const SIGN_IN_LOCK_NAME = 'colony:sign-in';

function showError(error: unknown) {
  const message = userMessageOf(error);
  if (message) notify.error(message.text ?? t(message.key, { ns: 'common' }));
}

function showSignInDeclined() {
  notify.info(t('wallet.signInDeclined', { ns: 'common' }));
}

async function recentConnectorId(): Promise<string | undefined> {
  const id = await wagmiConfig.storage?.getItem('recentConnectorId');
  return typeof id === 'string' ? id : undefined;
}

function delay(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function WalletSession() {
  const [controller] = useState(() =>
    createSessionController({
      wallet: wagmiSessionWallet,
      api: { nonce: requestLoginNonce, login, logout },
      session: credentialSessionStore,
      inviteCode: storedInviteCode,
      events: appEvents,
      showError,
      showSignInDeclined,
      signInLock: createCrossTabLock(SIGN_IN_LOCK_NAME, globalThis.navigator?.locks),
      declinedSignIns: storedDeclinedSignIns,
    }),
  );
  const machine = useSyncExternalStore(controller.subscribe, controller.getState);
  const resuming = useSyncExternalStore(controller.subscribe, controller.isResuming);
  const connection = useConnection();
  const connectors = useConnectors();
  const switchChain = useSwitchChain();
  const [chooserOpen, setChooserOpen] = useState(false);
  const [recentId, setRecentId] = useState<string>();
  const [disconnecting, setDisconnecting] = useState(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const stop = controller.start();
    // Only a stored session is worth finding the wallet again for; the delay lets wallets inject and announce.
    if (credentialSessionStore.address() !== undefined) {
      void controller.resume(async () => {
        await delay(RECONNECT_DELAY_MS);
        await reconnect(wagmiConfig);
      });
    }
    return () => {
      mounted.current = false;
      stop();
    };
  }, [controller]);

  const connectWith = useCallback(async (connector: Connector) => {
    setChooserOpen(false);
    try {
      await connect(wagmiConfig, { connector });
    } catch (error) {
      if (!isUserRejection(error)) notify.error(t('wallet.errors.connectFailed', { ns: 'common' }));
    }
  }, []);

  const requestConnect = useCallback(async () => {
    await controller.settled();
    if (getConnection(wagmiConfig).status === 'connected') return;
    const choices = walletChoices(getConnectors(wagmiConfig), await recentConnectorId());
    const [only] = choices;
    if (choices.length === 1 && only) return connectWith(only);
    setRecentId(await recentConnectorId());
    setChooserOpen(true);
  }, [controller, connectWith]);

  const requestDisconnect = useCallback(async () => {
    await controller.settled();
    setDisconnecting(true);
    try {
      await disconnect(wagmiConfig);
    } catch {
      // The wallet may refuse to forget the site; the app forgets the session all the same.
    } finally {
      if (mounted.current) setDisconnecting(false);
    }
  }, [controller]);

  useEffect(
    () =>
      walletStore.attach({
        connect: () => void requestConnect(),
        disconnect: () => void requestDisconnect(),
      }),
    [requestConnect, requestDisconnect],
  );

  useEffect(() => {
    walletStore.publish(
      walletSnapshotOf({
        wallet: { status: connection.status, address: connection.address, chainId: connection.chainId },
        machine,
        resuming,
        storedAddress: credentialSessionStore.address(),
        explorerUrl: explorerAddressUrl,
      }),
    );
  }, [connection.status, connection.address, connection.chainId, machine, resuming]);

  const { session } = machine;
  const wrongChain = connection.status === 'connected' && !isAllowedChainId(connection.chainId);

  return (
    <>
      <WalletChooserDialog
        open={chooserOpen}
        onOpenChange={setChooserOpen}
        wallets={walletChoices(connectors, recentId)}
        recentId={recentId}
        onChoose={(connector) => void connectWith(connector)}
      />
      <UnsupportedChainDialog
        open={wrongChain && !disconnecting}
        switching={switchChain.isPending}
        onSwitch={() =>
          switchChain.mutate(
            { chainId: PREFERRED_CHAIN.id },
            {
              onError: (error) =>
                isUserRejection(error) ? undefined : notify.error(t('wallet.chain.failed', { ns: 'common' })),
            },
          )
        }
        onDisconnect={() => void requestDisconnect()}
      />
      <BindSuperiorDialog
        open={session.kind === 'needsSuperior' && !wrongChain}
        notice={session.kind === 'needsSuperior' ? session.notice : ''}
        initialCode={session.kind === 'needsSuperior' ? session.code : ''}
        serverError={session.kind === 'needsSuperior' ? session.error : undefined}
        submitting={session.kind === 'needsSuperior' && session.attempt !== undefined}
        onSubmit={controller.submitInviteCode}
        onCancel={controller.cancelBind}
      />
    </>
  );
}

/** The wallet stack, loaded after the first paint: connection, sign-in and their dialogs. */
export default function WalletRoot() {
  return (
    <WagmiProvider config={wagmiConfig} reconnectOnMount={false}>
      <WalletSession />
    </WagmiProvider>
  );
}
