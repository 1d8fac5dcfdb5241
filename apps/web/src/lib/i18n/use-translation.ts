import { createContext, createElement, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { i18n as appI18n } from './i18n.ts';
import type { Namespace } from './namespaces.ts';
import { DEFAULT_NAMESPACE, type I18n, type TFunction } from './translator.ts';

const I18nContext = createContext<I18n | null>(null);

/** Gives the components below `i18n` instead of the app's translations (tests). */
export function I18nProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return createElement(I18nContext, { value: i18n }, children);
}

/**
 * `t` in the first of `namespaces` (`common` by default; a `ns:` prefix or `options.ns` reads
 * another). Suspends until every one of them is loaded in the current language (a failed download
 * goes to the nearest error boundary), and renders again after a change of language.
 */
export function useTranslation(namespaces: Namespace | readonly Namespace[] = DEFAULT_NAMESPACE): {
  t: TFunction;
  i18n: I18n;
} {
  const i18n = useContext(I18nContext) ?? appI18n;
  const language = () => i18n.language;
  useSyncExternalStore(i18n.subscribe, language, language);
  const list: readonly Namespace[] = typeof namespaces === 'string' ? [namespaces] : namespaces;
  if (!list.every((namespace) => i18n.hasLoadedNamespace(namespace))) {
    // Thrown rather than passed to `use`, as react-i18next does: `use` only while loading would
    // break React's replay of the render, and `use` on every render costs each render a little.
    const loading = i18n.loadNamespaces(list);
    throw loading.status === 'rejected' ? loading.reason : loading;
  }
  return { t: i18n.fixedT(list[0] ?? DEFAULT_NAMESPACE), i18n };
}
