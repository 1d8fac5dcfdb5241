import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, Toaster } from './toast.tsx';

afterEach(cleanup);

describe('notify', () => {
  it('shows the message even when the toaster has not loaded yet', async () => {
    render(<Toaster />);
    act(() => notify.success('Copy Successful'));
    expect(await screen.findByText('Copy Successful', {}, { timeout: 3000 })).toBeTruthy();
  });

  it('loads the toaster at the first touch or key, not when the page is idle', async () => {
    // A browser with nothing else to do: idle callbacks run at once.
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      callback();
      return 1;
    });
    render(<Toaster />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();
    fireEvent.keyDown(window, { key: 'Tab' });
    await screen.findByRole('region', {}, { timeout: 3000 });
    expect(document.querySelector('[data-sonner-toaster]')).not.toBeNull();
  });
});
