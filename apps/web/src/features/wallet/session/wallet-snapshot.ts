import type { WalletSnapshot } from '../../../lib/wallet/wallet-store.ts';
import type { MachineState, WalletReading } from './sign-in-machine.ts';

/** What the shell shows, from the wallet, the sign-in machine and the stored session. */
export function walletSnapshotOf({
  wallet,
  machine,
  resuming,
  storedAddress,
  explorerUrl,
}: {
  wallet: WalletReading;
  machine: MachineState;
  resuming: boolean;
  storedAddress: string | undefined;
  explorerUrl: (address: string, chainId: number | undefined) => string;
}): WalletSnapshot {
  const { session } = machine;
  // Until the wallet of the last visit is found (or not), the stored session's address stands in.
  if (resuming) {
    const address = wallet.address ?? storedAddress;
    if (address === undefined) return disconnectedSnapshot;
    return {
      phase: 'reconnecting',
      address,
      chainId: wallet.chainId,
      signedIn: storedAddress !== undefined,
      explorerUrl: explorerUrl(address, wallet.chainId),
    };
  }
  if (wallet.status === 'disconnected' || wallet.address === undefined) {
    return wallet.status === 'connecting'
      ? { ...disconnectedSnapshot, phase: 'connecting' }
      : disconnectedSnapshot;
  }
  const { address, chainId } = wallet;
  const phase =
    wallet.status === 'connected'
      ? session.kind === 'signingIn' || session.kind === 'needsSuperior'
        ? 'signingIn'
        : 'connected'
      : wallet.status;
  return {
    phase,
    address,
    chainId,
    signedIn: session.kind === 'signedIn',
    explorerUrl: explorerUrl(address, chainId),
  };
}

const disconnectedSnapshot: WalletSnapshot = {
  phase: 'disconnected',
  address: undefined,
  chainId: undefined,
  signedIn: false,
  explorerUrl: undefined,
};
