import { ELITE_PATHS } from '@colony/contract/elite';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeApiServer,
  envelopeResponse,
  type FakeApiServer,
} from '../../../lib/http/fake-api-server.ts';
import { TestProviders, testQueryClient } from '../../../lib/testing/test-providers.tsx';
import { walletStore } from '../../../lib/wallet/wallet-store.ts';
import { application, eliteIndex, figuresFor, MEMBER, review } from '../test-fixtures.ts';
import BenefitsPage from './benefits-page.tsx';

const INDEX = `/api${ELITE_PATHS.index}`;
const APPLY = `/api${ELITE_PATHS.apply}`;

let server: FakeApiServer;

function signIn() {
  act(() =>
    walletStore.publish({
      phase: 'connected',
      address: MEMBER,
      chainId: 56,
      signedIn: true,
      explorerUrl: undefined,
    }),
  );
}

function signOut() {
  act(() =>
    walletStore.publish({
      phase: 'disconnected',
      address: undefined,
      chainId: undefined,
      signedIn: false,
      explorerUrl: undefined,
    }),
  );
}

beforeEach(() => {
  server = createFakeApiServer();
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(cleanup);

function renderPage() {
  const router = createMemoryRouter([{ path: '/benefits', element: <BenefitsPage /> }], {
    initialEntries: ['/benefits'],
  });
  render(
    <TestProviders client={testQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

async function fillForm() {
  await screen.findByTestId('application-form');
  fireEvent.change(field('Name'), { target: { value: 'Ada Colonist' } });
  fireEvent.change(field('E-mail'), { target: { value: 'ada@colony.example' } });
  fireEvent.change(field('Contact'), { target: { value: '@ada' } });
}

describe('/benefits', () => {
  it('shows a visitor the seven tiers with their requirements and benefits, and the way to connect', async () => {
    signOut();
    server.route(INDEX, () =>
      envelopeResponse(200, eliteIndex({ tier: null, reachedTier: null, reviews: [] })),
    );
    renderPage();
    expect(screen.getByTestId('elite-loading')).toBeTruthy();
    const ladder = await screen.findByTestId('tier-ladder');
    expect(
      within(ladder)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'MemberTier 1',
      'SilverTier 2',
      'GoldTier 3',
      'PlatinumTier 4',
      'TitaniumTier 5',
      'AmbassadorTier 6',
      'Global EliteTier 7',
    ]);
    expect(screen.getByTestId('signed-out')).toBeTruthy();
    expect(screen.queryByTestId('elite-apply')).toBeNull();
    const requirements = within(screen.getByTestId('tier-requirements'));
    expect(requirements.getByTestId('requirement-communityVolume').textContent).toContain('$1,000');
    expect(requirements.queryAllByRole('progressbar')).toEqual([]);
    expect(within(screen.getByTestId('tier-benefits')).getAllByTestId('tier-benefit')).toHaveLength(1);
  });

  it("shows the member's tier, standing against each requirement, reviews and next review", async () => {
    signIn();
    server.route(INDEX, () =>
      envelopeResponse(
        200,
        eliteIndex({
          reviews: [
            review({ month: '2026-10', tier: 'member', previousTier: 'silver' }),
            review({ month: '2026-09', tier: 'silver', previousTier: null }),
          ],
        }),
      ),
    );
    renderPage();
    expect((await screen.findByTestId('elite-tier')).textContent).toBe('Member');
    expect(screen.getByTestId('elite-reached').textContent).toBe('Member');
    expect(screen.getByTestId('elite-next-review').textContent).toMatch(/^2026-1[12]-\d\d \d\d:\d\d:\d\d$/);
    // The tier to aim for is open: Silver, three of five met.
    expect(screen.getByTestId('tier-tab-silver').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('tier-tab-silver').textContent).toContain('3 of 5 met');
    expect(screen.getByTestId('tier-tab-member').textContent).toContain('Your tier');
    const requirements = within(screen.getByTestId('tier-requirements'));
    expect(requirements.getAllByTestId('requirement-state').map((state) => state.textContent)).toEqual([
      'Met',
      'Met',
      'Met',
      'Not met yet',
      'Not met yet',
    ]);
    const niche = requirements.getByRole('progressbar', { name: 'Niche market' });
    expect(niche.getAttribute('aria-valuenow')).toBe('70');
    expect(niche.getAttribute('aria-valuetext')).toBe('$700 of $1,000 · Not met yet');
    expect(within(screen.getByTestId('tier-benefits')).getAllByTestId('tier-benefit')).toHaveLength(2);
    const reviews = screen.getAllByTestId('elite-review');
    expect(reviews.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^2026-10.*MemberDown$/),
      expect.stringMatching(/^2026-09.*SilverUp$/),
    ]);

    fireEvent.mouseDown(screen.getByTestId('tier-tab-gold'));
    expect(screen.getByTestId('tier-tab-gold').getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByTestId('tier-benefits')).getAllByTestId('tier-benefit')).toHaveLength(3);
  });

  it('shows a field error for each bad field, mirroring the contract limits, and sends nothing', async () => {
    signIn();
    server.route(INDEX, () => envelopeResponse(200, eliteIndex()));
    renderPage();
    await screen.findByTestId('application-form');
    fireEvent.change(field('E-mail'), { target: { value: 'ada@' } });
    fireEvent.change(field('Message'), { target: { value: 'x'.repeat(2001) } });
    fireEvent.click(screen.getByTestId('application-review'));
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(describedText(field('Name'))).toBe('This field is required');
    expect(describedText(field('E-mail'))).toBe('Please enter a valid e-mail address');
    expect(describedText(field('Message'))).toBe('At most 2000 characters 2001 of 2000 characters');
    expect(field('Contact').getAttribute('aria-invalid')).toBeNull();
    expect(server.requestsTo(APPLY)).toEqual([]);
  });

  it('confirms, then sends the application and shows it sent', async () => {
    signIn();
    server.route(INDEX, () => envelopeResponse(200, eliteIndex()));
    server.route(APPLY, () => envelopeResponse(200, application({ tier: 'member' })));
    renderPage();
    await fillForm();
    // The form starts at the tier the member's figures reach: the server refuses any above it.
    expect((screen.getByRole('combobox', { name: 'Tier' }) as HTMLSelectElement).value).toBe('member');
    fireEvent.click(screen.getByTestId('application-review'));
    const confirm = await screen.findByTestId('application-confirm');
    expect(within(confirm).getByTestId('summary-tier').textContent).toBe('Member');
    expect(within(confirm).getByTestId('summary-email').textContent).toBe('ada@colony.example');
    expect(server.requestsTo(APPLY)).toEqual([]);
    fireEvent.click(within(confirm).getByTestId('application-submit'));
    expect((await screen.findByTestId('application-sent')).textContent).toContain(
      'Your application for Member is under review. We will write to ada@colony.example.',
    );
    expect(server.requestsTo(APPLY)[0]?.body).toEqual({
      tier: 'member',
      name: 'Ada Colonist',
      email: 'ada@colony.example',
      contact: '@ada',
      message: '',
    });
  });

  it("returns the server's field errors to their fields", async () => {
    signIn();
    server.route(INDEX, () => envelopeResponse(200, eliteIndex()));
    server.route(APPLY, () =>
      envelopeResponse(
        1001,
        { fields: [{ field: 'email', message: 'This address cannot receive mail' }] },
        'Some fields are invalid',
      ),
    );
    renderPage();
    await fillForm();
    fireEvent.click(screen.getByTestId('application-review'));
    fireEvent.click(await screen.findByTestId('application-submit'));
    await vi.waitFor(() => expect(field('E-mail').getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(field('E-mail'))).toBe('This address cannot receive mail');
    expect(field('Name').value).toBe('Ada Colonist');
  });

  it('shows no form while this month’s application is under review, only when it opens again', async () => {
    signIn();
    server.route(INDEX, () =>
      envelopeResponse(
        200,
        eliteIndex({ application: application(), nextApplicationAt: '2026-12-01T00:00:00.000Z' }),
      ),
    );
    renderPage();
    expect((await screen.findByTestId('latest-application')).textContent).toMatch(
      /^Your latest application, for Silver, was sent on 2026-11-2\d/,
    );
    expect(screen.getByTestId('application-closed').textContent).toMatch(
      /^Your application is under review\. You can apply again from 2026-1[12]-/,
    );
    expect(screen.queryByTestId('application-form')).toBeNull();
    expect(screen.queryByTestId('application-review')).toBeNull();
  });

  it('says when this month’s application is still under review', async () => {
    signIn();
    server.route(INDEX, () => envelopeResponse(200, eliteIndex({ application: application() })));
    server.route(APPLY, () =>
      envelopeResponse(4302, null, 'You already applied this month; your application is under review'),
    );
    renderPage();
    expect((await screen.findByTestId('latest-application')).textContent).toMatch(
      /^Your latest application, for Silver, was sent on 2026-11-2\d/,
    );
    await fillForm();
    fireEvent.click(screen.getByTestId('application-review'));
    fireEvent.click(await screen.findByTestId('application-submit'));
    expect((await screen.findByTestId('action-error')).textContent).toBe(
      'You already applied this month; your application is under review',
    );
    expect(screen.getByTestId('already-applied').textContent).toBe('You can apply again next month.');
    expect(screen.queryByTestId('application-submit')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the form' }));
    expect(field('Name').value).toBe('Ada Colonist');
    expect(screen.queryByTestId('application-sent')).toBeNull();
  });

  it("shows the server's refusal of a tier the figures do not reach, and leads back to the form", async () => {
    signIn();
    server.route(INDEX, () => envelopeResponse(200, eliteIndex()));
    const refusal = 'Silver asks for niche market of at least $1,000; you have $700';
    server.route(APPLY, () =>
      envelopeResponse(
        4303,
        {
          tier: 'silver',
          unmet: [
            { requirement: 'nicheMarket', required: figuresFor(2n).nicheMarket, current: '700' },
            { requirement: 'directReferrals', required: '4', current: '3' },
          ],
        },
        refusal,
      ),
    );
    renderPage();
    await fillForm();
    fireEvent.change(screen.getByRole('combobox', { name: 'Tier' }), { target: { value: 'silver' } });
    fireEvent.click(screen.getByTestId('application-review'));
    fireEvent.click(await screen.findByTestId('application-submit'));
    expect((await screen.findByTestId('action-error')).textContent).toBe(refusal);
    // Sending the same tier again would meet the same answer: only the way back is offered.
    expect(screen.queryByTestId('application-submit')).toBeNull();
    expect(server.requestsTo(APPLY)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Back to the form' }));
    expect(field('Name').value).toBe('Ada Colonist');
    expect((screen.getByRole('combobox', { name: 'Tier' }) as HTMLSelectElement).value).toBe('silver');
  });
});
