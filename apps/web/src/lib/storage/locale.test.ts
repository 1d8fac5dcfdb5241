import { LOCALE_STORAGE_KEY } from '@colony/contract/locales';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test reads and writes through a fresh module: the module remembers what it wrote to the cookie.
let readLocale: typeof import('./locale.ts').readLocale;
let writeLocale: typeof import('./locale.ts').writeLocale;

function setCookie(cookie: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie the way the page itself does
  document.cookie = cookie;
}

describe('locale', () => {
  beforeEach(async () => {
    vi.resetModules();
    ({ readLocale, writeLocale } = await import('./locale.ts'));
    localStorage.clear();
    setCookie('locale=; path=/; max-age=0');
  });

  it('defaults to en-SG', () => {
    expect(readLocale()).toBe('en-SG');
  });

  it('stores the chosen locale under "locale"', () => {
    writeLocale('ja-JP');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('ja-JP');
    expect(readLocale()).toBe('ja-JP');
  });

  it('mirrors the chosen locale into a cookie for the server', () => {
    writeLocale('de-DE');
    expect(document.cookie).toContain('locale=de-DE');
    writeLocale('en-SG');
    expect(document.cookie).toContain('locale=en-SG');
    expect(document.cookie).not.toContain('de-DE');
  });

  it('reads a JSON-quoted locale', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, '"de-DE"');
    expect(readLocale()).toBe('de-DE');
  });

  it("takes the cookie's locale when none is stored, and the stored one over the cookie's", () => {
    setCookie('locale=ko-KR; path=/');
    expect(readLocale()).toBe('ko-KR');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'th-TH');
    expect(readLocale()).toBe('th-TH');
    setCookie('locale=; path=/; max-age=0');
  });

  it('reads the locale it wrote to the cookie without asking the browser again', () => {
    writeLocale('ko-KR');
    localStorage.clear();
    expect(readLocale()).toBe('ko-KR');
  });

  it('falls back to en-SG for an unknown locale', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'xx-XX');
    expect(readLocale()).toBe('en-SG');
  });
});
