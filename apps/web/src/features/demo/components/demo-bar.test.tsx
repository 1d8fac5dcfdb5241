import type { DemoAdvanceResponse, DemoClockResponse } from '@colony/contract/demo';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { colonyNow } from '../../../lib/clock/colony-clock.ts';
import {
  createFakeApiServer,
  envelopeResponse,
  type FakeApiServer,
} from '../../../lib/http/fake-api-server.ts';
import { TestProviders, testQueryClient } from '../../../lib/testing/test-providers.tsx';
import { walletStore } from '../../../lib/wallet/wallet-store.ts';
import { DemoBar } from './demo-bar.tsx';

const CLOCK = '/api/demo/Clock/info';
const ADVANCE = '/api/demo/Clock/advance';
const MEMBER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const DAY = 86_400_000;

function clock(today: string, daysAdvanced: number): DemoClockResponse {
  return {
    today,
    now: new Date(Date.now() + daysAdvanced * DAY).toISOString(),
    daysAdvanced,
    nextSettlementAt: `${today}T23:59:59.000Z`,
  };
}

let server: FakeApiServer;

beforeEach(() => {
  server = createFakeApiServer();
  vi.stubGlobal('fetch', server.fetch);
  act(() =>
    walletStore.publish({
      phase: 'connected',
      address: MEMBER,
      chainId: 56,
      signedIn: true,
      explorerUrl: undefined,
    }),
  );
});
afterEach(cleanup);

function renderBar() {
  const client = testQueryClient();
  render(
    <TestProviders client={client}>
      <p>page</p>
      <DemoBar />
    </TestProviders>,
  );
  return client;
}

describe('DemoBar', () => {
  it('says it is a demo control, asks before it advances the day, shows the settlement running, then reads every figure again', async () => {
    let today = '2030-01-01';
    server.route(CLOCK, () => envelopeResponse(200, clock(today, today === '2030-01-01' ? 0 : 1)));
    let answer: (response: Response) => void = () => {};
    server.route(ADVANCE, () => new Promise<Response>((resolve) => (answer = resolve)));
    const client = renderBar();
    const bar = await screen.findByTestId('demo-bar');
    expect(bar.textContent).toContain('Demo');
    expect(screen.getByTestId('demo-today').textContent).toBe('2030-01-01');
    expect(screen.getByTestId('demo-advance').getAttribute('title')).toBe(
      'A demo control: ends the colony day now and runs its daily settlement',
    );

    fireEvent.click(screen.getByTestId('demo-advance'));
    const dialog = screen.getByTestId('demo-advance-dialog');
    expect(dialog.textContent).toContain('Advance the colony one day?');
    expect(dialog.textContent).toContain('A demo control');
    expect(dialog.textContent).toContain('This ends colony day 2030-01-01 now');
    expect(dialog.textContent).toContain('It cannot be undone');
    expect(server.requestsTo(ADVANCE)).toEqual([]);

    const refetched = vi.spyOn(client, 'invalidateQueries');
    fireEvent.click(screen.getByTestId('demo-advance-confirm'));
    await screen.findByTestId('demo-advance-progress');
    expect(screen.getByTestId('demo-advance-progress').textContent).toContain(
      'Running the daily settlement of 2030-01-01',
    );
    const [sent] = server.requestsTo(ADVANCE);
    expect(sent?.body).toEqual({ day: '2030-01-01' });
    expect(sent?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);

    today = '2030-01-02';
    const advanced: DemoAdvanceResponse = {
      settledDay: '2030-01-01',
      today,
      now: new Date(Date.now() + DAY).toISOString(),
      daysAdvanced: 1,
      days: [{ day: '2030-01-01', steps: [], complete: true }],
    };
    answer(envelopeResponse(200, advanced));
    await waitFor(() => expect(screen.queryByTestId('demo-advance-dialog')).toBeNull(), { timeout: 5000 });
    expect(refetched).toHaveBeenCalledWith();
    await waitFor(() => expect(screen.getByTestId('demo-today').textContent).toBe('2030-01-02'), {
      timeout: 5000,
    });
    // Countdowns on the page now count on the colony's clock, a day ahead.
    expect(colonyNow() - Date.now()).toBeGreaterThan(DAY - 60_000);
  }, 15_000);

  it('asks a visitor to sign in before advancing the day', async () => {
    act(() =>
      walletStore.publish({
        phase: 'disconnected',
        address: undefined,
        chainId: undefined,
        signedIn: false,
        explorerUrl: undefined,
      }),
    );
    server.route(CLOCK, () => envelopeResponse(200, clock('2030-01-05', 4)));
    renderBar();
    fireEvent.click(await screen.findByTestId('demo-advance'));
    expect(screen.getByTestId('demo-signed-out').textContent).toContain(
      "Connect your wallet and sign in to advance the colony's day.",
    );
    expect(screen.queryByTestId('demo-advance-confirm')).toBeNull();
  }, 15_000);

  it('shows why a press was refused, and is not there where the server is no demo', async () => {
    server.route(CLOCK, () => envelopeResponse(200, clock('2030-01-05', 4)));
    server.route(ADVANCE, () =>
      envelopeResponse(4102, { today: '2030-01-06' }, 'The colony has already moved on to 2030-01-06'),
    );
    renderBar();
    fireEvent.click(await screen.findByTestId('demo-advance'));
    fireEvent.click(screen.getByTestId('demo-advance-confirm'));
    expect((await screen.findByTestId('action-error')).textContent).toBe(
      'The colony has already moved on to 2030-01-06',
    );
    cleanup();

    // A server that is no demo has no such route: its 404 envelope.
    server = createFakeApiServer();
    vi.stubGlobal('fetch', server.fetch);
    server.route(
      CLOCK,
      () =>
        new Response(JSON.stringify({ code: 1006, msg: 'Not found', data: null }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    );
    renderBar();
    await waitFor(() => expect(server.requestsTo(CLOCK)).toHaveLength(1));
    expect(screen.queryByTestId('demo-bar')).toBeNull();
  }, 15_000);
});
