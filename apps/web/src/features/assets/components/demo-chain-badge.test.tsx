import type { DepositInfoResponse } from '@colony/contract/money';
import { useQuery } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeApiServer,
  envelopeResponse,
  type FakeApiServer,
} from '../../../lib/http/fake-api-server.ts';
import { depositInfoQueryOptions } from '../../../lib/money/get-deposit-info.ts';
import { TestProviders, testQueryClient } from '../../../lib/testing/test-providers.tsx';
import { DemoChainBadge } from './demo-chain-badge.tsx';

const INFO_PATH = '/api/user/Recharge/info';

function info(devChain: boolean): DepositInfoResponse {
  return {
    chains: [
      {
        chainId: 1,
        treasury: '0xBcd4042DE499D14e55001CcbB24a551F3b954096',
        confirmations: 12,
        tokens: [],
        devChain: false,
      },
      {
        chainId: 56,
        treasury: '0xBcd4042DE499D14e55001CcbB24a551F3b954096',
        confirmations: 1,
        tokens: [],
        devChain,
      },
    ],
  };
}

let server: FakeApiServer;
let idle: (() => void) | undefined;

beforeEach(() => {
  server = createFakeApiServer();
  vi.stubGlobal('fetch', server.fetch);
  idle = undefined;
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    idle = callback;
    return 1;
  });
  vi.stubGlobal('cancelIdleCallback', () => {});
});
afterEach(cleanup);

/** Says "answered" once the deposit info the badge reads is in. */
function AnswerProbe() {
  const { data } = useQuery({ ...depositInfoQueryOptions, enabled: false });
  return data ? <p>answered</p> : null;
}

function renderBadge() {
  render(
    <TestProviders client={testQueryClient()}>
      <DemoChainBadge />
      <AnswerProbe />
    </TestProviders>,
  );
}

describe('DemoChainBadge', () => {
  it('asks once the page is idle, then says "Demo chain" and why, on the development chain', async () => {
    server.route(INFO_PATH, () => envelopeResponse(200, info(true)));
    renderBadge();
    // Nothing is asked while the page is still busy with its start.
    expect(server.requestsTo(INFO_PATH)).toHaveLength(0);
    expect(screen.queryByTestId('demo-chain-badge')).toBeNull();

    idle?.();
    const badge = await screen.findByTestId('demo-chain-badge');
    expect(server.requestsTo(INFO_PATH)).toHaveLength(1);
    expect(badge.textContent).toContain('Demo chain');
    expect(badge.getAttribute('title')).toMatch(/test tokens/);
    // Screen readers get the explanation too, not only a mouse hovering for the tooltip.
    expect(badge.querySelector('.sr-only')?.textContent).toMatch(/test tokens/);
  });

  it('shows nothing on a real chain', async () => {
    server.route(INFO_PATH, () => envelopeResponse(200, info(false)));
    renderBadge();
    idle?.();
    // Rendered in the same pass as the badge: once it shows the answer, the badge has had it too.
    await screen.findByText('answered');
    expect(server.requestsTo(INFO_PATH)).toHaveLength(1);
    expect(screen.queryByTestId('demo-chain-badge')).toBeNull();
  });
});
