import { lazy, Suspense, useEffect, useState } from 'react';
import { inviteCodeFromUrl } from '../../lib/invite/invite-code-from-url.ts';
import { getCredentials } from '../../lib/storage/credentials.ts';
import { rememberInviteCode } from '../../lib/storage/invite-code.ts';
import { walletStore } from '../../lib/wallet/wallet-store.ts';

const WalletRoot = lazy(() => import('./wallet-root.tsx'));

/**
 * Keeps the wallet stack out of the first download. It loads once the page is idle when there
 * is a session to resume or the visitor came through an invite link, and otherwise when the
 * visitor reaches for the wallet button.
 */
export function WalletMount() {
  const [load, setLoad] = useState(walletStore.requested);

  useEffect(() => {
    const code = inviteCodeFromUrl(window.location);
    // Kept until sign-in, so the visitor may look around before connecting.
    if (code) rememberInviteCode(code);

    const stop = walletStore.onRequest(() => setLoad(true));
    if (walletStore.requested) setLoad(true);
    const { token } = getCredentials();
    if (!token && !code) return stop;
    const idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(walletStore.preload, { timeout: 3000 })
        : window.setTimeout(walletStore.preload, 1500);
    return () => {
      stop();
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);

  if (!load) return null;
  return (
    <Suspense fallback={null}>
      <WalletRoot />
    </Suspense>
  );
}
