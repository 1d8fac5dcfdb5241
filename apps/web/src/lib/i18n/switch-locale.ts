import type { Locale } from '@colony/contract/locales';
import { writeLocale } from '../storage/locale.ts';

/** Stores the chosen locale and reloads, so every screen and request uses it (SPEC.md §7). */
export function switchLocale(locale: Locale) {
  writeLocale(locale);
  window.location.reload();
}
