/**
 * Translation namespaces, one JSON file each per language under `src/locales/<language>/`.
 * `common` holds the shell (header, footer, shared components, errors) and loads before first render.
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
] as const;
export type Namespace = (typeof NAMESPACES)[number];
