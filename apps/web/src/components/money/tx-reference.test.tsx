import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApiServer, envelopeResponse, type FakeApiServer } from '../../lib/http/fake-api-server.ts';
import { depositInfoQueryOptions } from '../../lib/money/get-deposit-info.ts';
import { TestProviders, testQueryClient } from '../../lib/testing/test-providers.tsx';
import { notify } from '../ui/toast.tsx';
import { TxReference } from './tx-reference.tsx';

const HASH = `0x${'ab'.repeat(31)}cd`;
const TREASURY = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

let server: FakeApiServer;

function serveChain(devChain: boolean) {
  server.route('/api/user/Recharge/info', () =>
    envelopeResponse(200, {
      chains: [{ chainId: 56, treasury: TREASURY, confirmations: 3, tokens: [], devChain }],
    }),
  );
}

function renderReference() {
  const client = testQueryClient();
  render(
    <TestProviders client={client}>
      <TxReference hash={HASH} chainId={56} testId="tx">
        View on explorer
      </TxReference>
    </TestProviders>,
  );
  return client;
}

beforeEach(() => {
  server = createFakeApiServer();
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('TxReference', () => {
  it("links to the chain's explorer where it has one", async () => {
    serveChain(false);
    renderReference();
    const link = await screen.findByRole('link', { name: 'View on explorer' });
    expect(link.getAttribute('href')).toBe(`https://bscscan.com/tx/${HASH}`);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('shows the hash with a copy button on the local development chain, never a public explorer', async () => {
    serveChain(true);
    const success = vi.spyOn(notify, 'success');
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const client = renderReference();
    // The chain's settings have answered: still no link.
    await waitFor(() => expect(client.getQueryData(depositInfoQueryOptions.queryKey)).toBeDefined());
    const copy = await screen.findByRole('button', { name: 'Copy transaction hash' });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByTestId('tx').textContent).toContain('0xabab…abcd');
    await act(async () => {
      fireEvent.click(copy);
    });
    expect(writeText).toHaveBeenCalledWith(HASH);
    expect(success).toHaveBeenCalledWith('Copy Successful');
  });
});
