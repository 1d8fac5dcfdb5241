import type { Address } from 'viem';
import {
  disconnect,
  type GetConnectionReturnType,
  getConnection,
  signMessage,
  watchConnection,
} from 'wagmi/actions';
import { wagmiConfig } from '../../../lib/wallet/wagmi-config.ts';
import type { SessionWallet } from './session-controller.ts';
import type { WalletReading } from './sign-in-machine.ts';

function readingOf(connection: GetConnectionReturnType): WalletReading {
  return { status: connection.status, address: connection.address, chainId: connection.chainId };
}

/** The sign-in flow's view of the wallet, through the wallet library. */
export const wagmiSessionWallet: SessionWallet = {
  read: () => readingOf(getConnection(wagmiConfig)),
  watch: (listener) =>
    watchConnection(wagmiConfig, { onChange: (connection) => listener(readingOf(connection)) }),
  signMessage: (address, message) => signMessage(wagmiConfig, { account: address as Address, message }),
  disconnect: () => disconnect(wagmiConfig),
};
