import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, StaticRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type WalletSnapshot, walletStore } from '../../lib/wallet/wallet-store.ts';
import { notify, Toaster } from '../ui/toast.tsx';
import { WithTestI18n } from '../ui/with-test-i18n.tsx';
import { WalletButton } from './wallet-button.tsx';

const ADDRESS = '0x9bDeE528cd527f37CcAb3B16023005cE710e175E';
const disconnected: WalletSnapshot = {
  phase: 'disconnected',
  address: undefined,
  chainId: undefined,
  signedIn: false,
  explorerUrl: undefined,
};

afterEach(() => {
  cleanup();
  walletStore.publish(disconnected);
});

/** Publishes a connected wallet at ADDRESS, on `chainId`, as the wallet stack would. */
function publishConnected(chainId: number, signedIn: boolean, explorerUrl?: string) {
  act(() => walletStore.publish({ phase: 'connected', address: ADDRESS, chainId, signedIn, explorerUrl }));
}

function renderButton() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <WithTestI18n>
          <WalletButton />
          <Toaster />
        </WithTestI18n>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('WalletButton', () => {
  it('offers to connect and hands the click to the wallet store', () => {
    const connect = vi.spyOn(walletStore, 'connect').mockImplementation(() => {});
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }));
    expect(connect).toHaveBeenCalledOnce();
  });

  it('shows the shortened address once connected, with copy, explorer, profile and disconnect in its menu', () => {
    const disconnect = vi.spyOn(walletStore, 'disconnect').mockImplementation(() => {});
    publishConnected(56, true, `https://bscscan.com/address/${ADDRESS}`);
    renderButton();
    const trigger = screen.getByRole('button', { name: `Wallet ${ADDRESS}` });
    expect(trigger.textContent).toContain('0x9bDe…175E');
    fireEvent.click(trigger);
    const menu = screen.getByTestId('wallet-menu');
    expect(menu.textContent).toContain('BNB Smart Chain');
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /View on explorer/ }).getAttribute('href')).toBe(
      `https://bscscan.com/address/${ADDRESS}`,
    );
    expect(screen.getByRole('link', { name: 'Personal Center' }).getAttribute('href')).toBe('/person');
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(disconnect).toHaveBeenCalledOnce();
  });

  it('copies the address from its menu and says "Copy Successful"', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    publishConnected(56, true, `https://bscscan.com/address/${ADDRESS}`);
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: `Wallet ${ADDRESS}` }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));

    expect(await screen.findByText('Copy Successful', {}, { timeout: 3000 })).toBeTruthy();
    expect(writeText).toHaveBeenCalledExactlyOnceWith(ADDRESS);
  });

  it('says "Copy failed" when the browser refuses the clipboard', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: {
        writeText: vi.fn(async () => Promise.reject(new DOMException('Denied', 'NotAllowedError'))),
      },
    });
    const success = vi.spyOn(notify, 'success');
    const error = vi.spyOn(notify, 'error');
    publishConnected(56, true);
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: `Wallet ${ADDRESS}` }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));

    await vi.waitFor(() => expect(error).toHaveBeenCalledExactlyOnceWith('Copy failed'));
    expect(success).not.toHaveBeenCalled();
  });

  it('marks an unsupported network in the menu and keeps the profile away until signed in', () => {
    publishConnected(137, false);
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: `Wallet ${ADDRESS}` }));
    expect(screen.getByTestId('wallet-menu').textContent).toContain('Unsupported network');
    expect(screen.queryByRole('link', { name: 'Personal Center' })).toBeNull();
  });

  it('says it is busy while the sign-in message waits for a signature', () => {
    act(() =>
      walletStore.publish({
        phase: 'signingIn',
        address: ADDRESS,
        chainId: 56,
        signedIn: false,
        explorerUrl: undefined,
      }),
    );
    renderButton();
    expect(screen.getByRole('button', { name: `Wallet ${ADDRESS}` }).getAttribute('aria-busy')).toBe('true');
  });

  it('shows a remembered session as signed in, not busy, while the wallet is found again', () => {
    act(() =>
      walletStore.publish({
        phase: 'reconnecting',
        address: ADDRESS,
        chainId: undefined,
        signedIn: true,
        explorerUrl: undefined,
      }),
    );
    renderButton();
    const trigger = screen.getByRole('button', { name: `Wallet ${ADDRESS}` });
    expect(trigger.textContent).toContain('0x9bDe…175E');
    expect(trigger.getAttribute('aria-busy')).toBeNull();
  });

  it('prerenders both faces, the remembered one filled in by the first-paint script through CSS', () => {
    const html = renderToString(
      <StaticRouter location="/">
        <WithTestI18n>
          <WalletButton />
        </WithTestI18n>
      </StaticRouter>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const connect = page.querySelector('[data-testid="wallet-button"]');
    expect(connect?.textContent).toContain('Connect wallet');
    expect(connect?.closest('.when-no-session')).not.toBeNull();
    const remembered = page.querySelector('[data-testid="remembered-session"]');
    expect(remembered?.classList.contains('when-session')).toBe(true);
    expect(remembered?.querySelector('.remembered-address')?.textContent).toBe('');
  });
});
