import type { Language } from '@colony/contract/locales';
import type { Namespace } from './namespaces.ts';
import type { Translations } from './translator.ts';

type LocaleModule = { default: Translations };

// One lazy chunk per language and namespace: a visitor downloads only what the page shows.
const files = import.meta.glob<LocaleModule>('../../locales/*/*.json');

export async function loadLocaleFile(language: Language, namespace: Namespace): Promise<Translations> {
  const load = files[`../../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`Missing locale file ${language}/${namespace}.json`);
  return (await load()).default;
}
