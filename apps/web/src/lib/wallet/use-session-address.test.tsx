import { act, cleanup, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStakingHome } from '../../features/staking/api/get-staking-home.ts';
import { createFakeApiServer, envelopeResponse, type FakeApiServer } from '../http/fake-api-server.ts';
import { clearCredentials, setCredentials } from '../storage/credentials.ts';
import { TestProviders, testQueryClient } from '../testing/test-providers.tsx';
import { useSessionAddress } from './use-session-address.ts';
import { type WalletSnapshot, walletStore } from './wallet-store.ts';

const MEMBER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const HOME = '/api/nft/Pledge/home';

const signedOut: WalletSnapshot = {
  phase: 'disconnected',
  address: undefined,
  chainId: undefined,
  signedIn: false,
  explorerUrl: undefined,
};
const reconnecting: WalletSnapshot = { ...signedOut, phase: 'reconnecting', address: MEMBER, signedIn: true };
const connected: WalletSnapshot = { ...reconnecting, phase: 'connected', chainId: 56 };

let server: FakeApiServer;
let root: Root | undefined;

beforeEach(() => {
  server = createFakeApiServer();
  vi.stubGlobal('fetch', server.fetch);
  server.route(HOME, () =>
    envelopeResponse(200, { plans: [], earlyRedemptionFee: null, member: null, nextSettlementAt: '' }),
  );
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  cleanup();
  clearCredentials();
  vi.unstubAllGlobals();
});

const seen: (string | undefined)[] = [];

function Probe() {
  seen.push(useSessionAddress());
  return null;
}

function StakingData() {
  useStakingHome();
  return null;
}

/** Takes over server-rendered markup as a prerendered page is taken over: the hydration pass first. */
function hydrate(element: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  act(() => {
    root = hydrateRoot(container, element);
  });
}

describe('useSessionAddress', () => {
  it("answers the stored session's address from the hydration pass on, whatever the header shows", () => {
    setCredentials({ address: MEMBER, token: 'token' });
    act(() => walletStore.publish(reconnecting));
    seen.length = 0;
    hydrate(<Probe />);
    // The wallet of the last visit is found again: signed out for a moment, then connected.
    act(() => walletStore.publish(signedOut));
    act(() => walletStore.publish(connected));
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set([MEMBER]));

    act(() => {
      clearCredentials();
      walletStore.publish(signedOut);
    });
    expect(seen.at(-1)).toBeUndefined();
  });

  it("asks a member's page data once per page load, not once as a visitor and again as the member", async () => {
    setCredentials({ address: MEMBER, token: 'token' });
    act(() => walletStore.publish(reconnecting));
    const client = testQueryClient();
    hydrate(
      <TestProviders client={client}>
        <StakingData />
      </TestProviders>,
    );
    act(() => walletStore.publish(signedOut));
    act(() => walletStore.publish(connected));
    await waitFor(() => expect(server.requestsTo(HOME)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.requestsTo(HOME)).toHaveLength(1);
  });
});
