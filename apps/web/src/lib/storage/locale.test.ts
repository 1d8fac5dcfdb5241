import { LOCALE_STORAGE_KEY } from '@colony/contract/locales';
import { beforeEach, describe, expect, it } from 'vitest';
import { readLocale, writeLocale } from './locale.ts';

describe('locale', () => {
  beforeEach(() => localStorage.clear());

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

  it('falls back to en-SG for an unknown locale', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'xx-XX');
    expect(readLocale()).toBe('en-SG');
  });
});
