import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ShortAddress } from './short-address.tsx';

afterEach(cleanup);

const address = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('ShortAddress', () => {
  it('shows the shortened address and keeps the full one for hover and screen readers', () => {
    const { container } = render(<ShortAddress address={address} />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.getAttribute('title')).toBe(address);
    expect(root.querySelector('[aria-hidden="true"]')?.textContent).toBe('0x5290…9EE7');
    expect(root.querySelector('.sr-only')?.textContent).toBe(address);
  });
});
