/**
 * Translation namespaces, one JSON file each per language under `src/locales/<language>/`.
 * `common` holds the shell (header, footer, shared components, errors) and loads before first render;
 * `money` holds the shared money UI's (`components/money/`), loaded with the pages that move money.
 */
export const NAMESPACES = [
  'common',
  'home',
  'news',
  'support',
  'ecosystem',
  'develop',
  'card',
  'sections',
  'person',
  'assets',
  'money',
  'avatars',
  'staking',
  'governance',
  'team',
  'elite',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Namespaces of shared components that a page loads besides its own. */
export const SHARED_NAMESPACES = ['money'] as const satisfies readonly Namespace[];
