import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../lib/i18n/use-translation.ts', () => ({
  useTranslation: () => ({ t: (key: string) => `t:${key}` }),
}));

const { RouteError } = await import('./route-error.tsx');

describe('RouteError', () => {
  it('shows the load failure with a way to reload when a page chunk cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([
      {
        path: '/',
        ErrorBoundary: RouteError,
        lazy: async () => {
          throw new TypeError('Failed to fetch dynamically imported module');
        },
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('t:error.loadFailed'),
    );
    expect(screen.getByRole('button', { name: 't:list.retry' })).toBeTruthy();
  });
});
