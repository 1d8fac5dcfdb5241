import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUrlView } from './use-url-view.ts';

interface View {
  on: boolean;
}
const parse = (search: URLSearchParams): View => ({ on: search.get('on') === '1' });
const write = (view: View, base: URLSearchParams) => {
  const next = new URLSearchParams(base);
  if (view.on) next.set('on', '1');
  else next.delete('on');
  return next;
};

function Switch() {
  const [view, setView] = useUrlView(parse, write);
  return (
    <input
      type="checkbox"
      aria-label="switch"
      checked={view.on}
      onChange={(event) => setView({ on: event.target.checked })}
    />
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/', element: <Switch /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('useUrlView', () => {
  it('starts from the URL and shows a change in the same event, the URL following', async () => {
    const router = renderAt('/?on=1&keep=x');
    const input = screen.getByRole<HTMLInputElement>('checkbox', { name: 'switch' });
    expect(input.checked).toBe(true);
    fireEvent.click(input);
    // Checked off before the router has applied the navigation.
    expect(input.checked).toBe(false);
    await vi.waitFor(() => expect(router.state.location.search).toBe('?keep=x'));
    expect(input.checked).toBe(false);
  });

  it('takes a URL it did not write (back, a link) as the new view', async () => {
    const router = renderAt('/');
    const input = screen.getByRole<HTMLInputElement>('checkbox', { name: 'switch' });
    await act(() => router.navigate('/?on=1'));
    expect(input.checked).toBe(true);
    await act(() => router.navigate('/'));
    expect(input.checked).toBe(false);
  });

  it('keeps quick changes: an older navigation arriving late does not undo a newer one', async () => {
    const router = renderAt('/');
    const input = screen.getByRole<HTMLInputElement>('checkbox', { name: 'switch' });
    fireEvent.click(input);
    fireEvent.click(input);
    fireEvent.click(input);
    expect(input.checked).toBe(true);
    await vi.waitFor(() => expect(router.state.location.search).toBe('?on=1'));
    expect(input.checked).toBe(true);
  });
});
