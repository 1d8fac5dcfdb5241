/** The colony's public channels (SPEC.md §2 footer), in display order. */
export const SOCIAL_LINKS = [
  { key: 'telegram', href: 'https://t.me/colony_community' },
  { key: 'x', href: 'https://x.com/colony_community' },
  { key: 'discord', href: 'https://discord.gg/colony-community' },
  { key: 'youtube', href: 'https://www.youtube.com/@colony_community' },
  { key: 'medium', href: 'https://medium.com/@colony_community' },
] as const;

export type SocialKey = (typeof SOCIAL_LINKS)[number]['key'];
