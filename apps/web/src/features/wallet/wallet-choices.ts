import type { Connector } from 'wagmi';

/** The id of the connector for `window.ethereum`, whichever wallet put it there. */
const GENERIC_INJECTED_ID = 'injected';

function hasInjectedProvider(): boolean {
  return typeof window !== 'undefined' && (window as { ethereum?: unknown }).ethereum !== undefined;
}

/**
 * The wallets a visitor can connect: every wallet that announced itself (EIP-6963), the one
 * used last first; the bare `window.ethereum` only when no wallet announced itself, since it is
 * otherwise one of them again.
 */
export function walletChoices(
  connectors: readonly Connector[],
  recentId: string | undefined,
  injectedPresent: boolean = hasInjectedProvider(),
): Connector[] {
  const announced = connectors.filter((connector) => connector.id !== GENERIC_INJECTED_ID);
  const choices =
    announced.length > 0
      ? announced
      : connectors.filter((connector) => connector.id === GENERIC_INJECTED_ID && injectedPresent);
  return [...choices].sort((a, b) => Number(b.id === recentId) - Number(a.id === recentId));
}
