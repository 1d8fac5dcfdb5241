import { useWallet } from './use-wallet.ts';

/** The signed-in member's address, or undefined while nobody is signed in. */
export function useMemberAddress(): string | undefined {
  const wallet = useWallet();
  return wallet.signedIn ? wallet.address : undefined;
}
