import type { OwnedAvatar } from '@colony/contract/avatars';

/** Avatars still producing (or about to) first, spent ones after them, each group newest first as answered. */
export function producingFirst(avatars: readonly OwnedAvatar[]): OwnedAvatar[] {
  return [
    ...avatars.filter((avatar) => avatar.state !== 'spent'),
    ...avatars.filter((avatar) => avatar.state === 'spent'),
  ];
}
