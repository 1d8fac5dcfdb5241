import { describe, expect, it } from 'vitest';
import { inviteCodeFromUrl } from './invite-code-from-url.ts';
import { inviteLink } from './invite-link.ts';

const at = (href: string) => new URL(href, 'https://colony.test');

describe('inviteCodeFromUrl', () => {
  it('reads ?code= from the query', () => {
    expect(inviteCodeFromUrl(at('/?code=ABCD2345'))).toBe('ABCD2345');
    expect(inviteCodeFromUrl(at('/news?page=2&code=ABCD2345'))).toBe('ABCD2345');
  });

  it('reads the code after the ? in the hash', () => {
    expect(inviteCodeFromUrl(at('/#/?code=ABCD2345'))).toBe('ABCD2345');
    expect(inviteCodeFromUrl(at('/#/person?lang=en&code=WXYZ6789'))).toBe('WXYZ6789');
    expect(inviteCodeFromUrl(at('/#?code=ABCD2345'))).toBe('ABCD2345');
  });

  it('prefers the query when both carry a code', () => {
    expect(inviteCodeFromUrl(at('/?code=ABCD2345#/?code=WXYZ6789'))).toBe('ABCD2345');
  });

  it('falls back to the hash when the query code is malformed', () => {
    expect(inviteCodeFromUrl(at('/?code=nope#/?code=WXYZ6789'))).toBe('WXYZ6789');
  });

  it('normalises case and surrounding spaces', () => {
    expect(inviteCodeFromUrl(at('/?code=%20abcd2345%20'))).toBe('ABCD2345');
  });

  it('ignores malformed codes and missing parameters', () => {
    for (const href of [
      '/',
      '/?code=',
      '/?code=ABCD234',
      '/?code=ABCD23456',
      '/?code=ABCD0345',
      '/?code=ABCDI345',
      '/#code=ABCD2345',
      '/#/?invite=ABCD2345',
      '/?referee=ABCD2345',
    ]) {
      expect(inviteCodeFromUrl(at(href)), href).toBeUndefined();
    }
  });

  it('reads back the code of a link made by inviteLink', () => {
    const link = inviteLink('https://colony.test', 'QRST7892');
    expect(link).toBe('https://colony.test/?code=QRST7892');
    expect(inviteCodeFromUrl(new URL(link))).toBe('QRST7892');
  });
});
