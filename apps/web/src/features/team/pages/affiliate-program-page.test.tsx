import { TEAM_PATHS } from '@colony/contract/team';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeApiServer,
  envelopeResponse,
  type FakeApiServer,
} from '../../../lib/http/fake-api-server.ts';
import { TestProviders, testQueryClient } from '../../../lib/testing/test-providers.tsx';
import { rules } from '../test-fixtures.ts';
import AffiliateProgramPage from './affiliate-program-page.tsx';

const RULES = `/api${TEAM_PATHS.rules}`;

let server: FakeApiServer;

beforeEach(() => {
  server = createFakeApiServer();
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(cleanup);

function renderPage() {
  const router = createMemoryRouter([{ path: '/affiliateProgram', element: <AffiliateProgramPage /> }], {
    initialEntries: ['/affiliateProgram'],
  });
  render(
    <TestProviders client={testQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

describe('/affiliateProgram', () => {
  it('explains the four kinds of income with the rates the API gives', async () => {
    server.route(RULES, () => envelopeResponse(200, rules()));
    renderPage();
    expect(screen.getByTestId('program-loading')).toBeTruthy();
    await screen.findByTestId('worked-example');
    expect(texts(screen.getAllByTestId('referral-rate'))).toEqual([
      'Generation 1: 5%',
      'Generation 2: 3%',
      'Generation 3: 1%',
    ]);
    expect(screen.getByTestId('rule-bonus').textContent).toContain('receives 1% of the sale');
    expect(screen.getByTestId('rule-star-level').textContent).toContain('2% of each day');
    expect(screen.getByTestId('rule-cap').textContent).toContain('never passes 30% of the day');
    expect(screen.getByTestId('rule-effective').textContent).toContain('Only effective users');
    const rows = screen.getAllByTestId('star-level-row');
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['★ 1', '$1,000', '2', '5%'],
      ['★ 2', '$10,000', '5', '10%'],
      ['★ 3', '$50,000', '10', '15%'],
    ]);
  });

  it('works a 1,000 USDT sale three generations below through the live rules', async () => {
    server.route(RULES, () => envelopeResponse(200, rules()));
    renderPage();
    const example = await screen.findByTestId('worked-example');
    const lines = within(example).getAllByTestId('example-line');
    expect(lines.map((line) => Array.from(line.children, (cell) => cell.textContent))).toEqual([
      ['Gen. 1 · ★ 1', '$50.00', '$50.00', '–', '$100.00'],
      ['Gen. 2 · ★ 2', '$30.00', '$50.00', '–', '$80.00'],
      ['You · ★ 2', '$10.00', '–', '$10.00', '$20.00'],
    ]);
    expect(within(example).getByTestId('example-pool').textContent).toContain('$20.00');
    expect(within(example).getByTestId('example-total').textContent).toBe('$220.00');
    expect(within(example).getByTestId('example-cap').textContent).toBe(
      '$220.00 stays under the cap of $300.00, so nothing shrinks.',
    );
  });

  it('shows the cap shrinking every line when the rules make the sale pay more than it', async () => {
    server.route(RULES, () => envelopeResponse(200, rules({ maxShareOfSales: '0.11' })));
    renderPage();
    const example = await screen.findByTestId('worked-example');
    expect(texts(within(example).getAllByTestId('example-line-total'))).toEqual([
      '$50.00',
      '$40.00',
      '$10.00',
    ]);
    expect(within(example).getByTestId('example-total').textContent).toBe('$110.00');
    expect(within(example).getByTestId('example-cap').textContent).toBe(
      '$220.00 would pass the cap of $110.00, so every line above keeps 50% of its amount.',
    );
  });

  it('offers a retry when the rules cannot be loaded', async () => {
    let down = true;
    server.route(RULES, () =>
      down ? new Response('down', { status: 503 }) : envelopeResponse(200, rules()),
    );
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    down = false;
    retry.click();
    expect(await screen.findByTestId('worked-example')).toBeTruthy();
  });
});
