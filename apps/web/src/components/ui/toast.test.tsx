import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notify, Toaster } from './toast.tsx';

afterEach(cleanup);

describe('notify', () => {
  it('shows the message even when the toaster has not loaded yet', async () => {
    render(<Toaster />);
    act(() => notify.success('Copy Successful'));
    expect(await screen.findByText('Copy Successful', {}, { timeout: 3000 })).toBeTruthy();
  });
});
