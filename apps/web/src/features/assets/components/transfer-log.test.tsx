import type { TransMoneyLogEntry, TransMoneyLogResponse } from '@colony/contract/money';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeApiServer,
  envelopeResponse,
  type FakeApiServer,
} from '../../../lib/http/fake-api-server.ts';
import { TestProviders, testQueryClient } from '../../../lib/testing/test-providers.tsx';
import { TransferLog } from './transfer-log.tsx';

const E18 = 10n ** 18n;
const SELF = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const LOG_PATH = '/api/user/user/getTransMoneyLog';

let server: FakeApiServer;

beforeEach(() => {
  server = createFakeApiServer();
  vi.stubGlobal('fetch', server.fetch);
  // The list loads more when its end scrolls into view; jsdom has no layout, so it never does.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
      unobserve() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = (overrides: Partial<TransMoneyLogEntry>): TransMoneyLogEntry => ({
  id: crypto.randomUUID(),
  time: '2024-05-01T00:00:00.000Z',
  asset: 'USDT',
  amount: (5n * E18).toString(),
  direction: 'in',
  counterparty: OTHER,
  balanceAfter: (5n * E18).toString(),
  ...overrides,
});

function serve(list: TransMoneyLogEntry[]) {
  server.route(LOG_PATH, () => {
    const page: TransMoneyLogResponse = { list, total: list.length, page: 1, limit: 10 };
    return envelopeResponse(200, page);
  });
}

function renderLog() {
  render(
    <TestProviders client={testQueryClient()}>
      <TransferLog address={SELF} />
    </TestProviders>,
  );
}

describe('TransferLog', () => {
  it('says "No data available" while the member has made no transfer', async () => {
    serve([]);
    renderLog();
    expect(await screen.findByText('No data available')).toBeTruthy();
  });

  it('lists each transfer with its direction, the other member and the amount, ending in "No more items"', async () => {
    serve([entry({ direction: 'out', amount: (2n * E18).toString() }), entry({ asset: 'MM' })]);
    renderLog();
    await waitFor(() => expect(screen.getAllByTestId('transfer-log-entry')).toHaveLength(2));
    const [sent, received] = screen.getAllByTestId('transfer-log-entry');
    expect(sent?.textContent).toContain('Transfer sent');
    expect(sent?.textContent).toContain('To');
    expect(sent?.querySelector('[data-testid="transfer-log-amount"]')?.textContent).toBe('-2 USDT');
    expect(received?.textContent).toContain('Transfer received');
    expect(received?.querySelector('[data-testid="transfer-log-amount"]')?.textContent).toBe('+5 MM');
    expect(await screen.findByText('No more items')).toBeTruthy();
    expect(server.requestsTo(LOG_PATH)[0]?.body).toEqual({ page: 1, limit: 10 });
  });
});
