import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { displayNumber, NumberDisplay } from './number-display.tsx';

afterEach(cleanup);

describe('displayNumber', () => {
  it('reads bigint base units with the token decimals', () => {
    expect(displayNumber(1_234_567_890_000_000_000_000n, { decimals: 18, locale: 'en-SG' })).toBe(
      '1,234.5678',
    );
  });

  it('keeps precision beyond 2^53 when given base units as a string', () => {
    expect(
      displayNumber('123456789012345678901234567', {
        decimals: 6,
        maximumFractionDigits: 6,
        locale: 'en-SG',
      }),
    ).toBe('123,456,789,012,345,678,901.234567');
  });

  it('formats plain numbers when no decimals are given', () => {
    expect(displayNumber(2500.5, { locale: 'de-DE' })).toBe('2.500,5');
  });

  it('shows a dash for values it cannot read', () => {
    expect(displayNumber('1.5', { decimals: 18 })).toBe('–');
    expect(displayNumber('abc', {})).toBe('–');
  });
});

describe('NumberDisplay', () => {
  it('renders the formatted amount in the interface locale', () => {
    document.documentElement.lang = 'en-SG';
    const { container } = render(<NumberDisplay value={5_000_000n} decimals={6} />);
    expect(container.textContent).toBe('5');
  });
});
