import type { Language } from '@colony/contract/locales';

type LocaleModule = { default: Record<string, unknown> };

// One lazy chunk per language and namespace: a visitor downloads only what the page shows.
const files = import.meta.glob<LocaleModule>('../../locales/*/*.json');

export async function loadLocaleFile(
  language: Language,
  namespace: string,
): Promise<Record<string, unknown>> {
  const load = files[`../../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`Missing locale file ${language}/${namespace}.json`);
  return (await load()).default;
}
