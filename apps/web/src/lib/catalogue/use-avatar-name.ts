import { useQuery } from '@tanstack/react-query';
import { homeQueryOptions } from './get-home.ts';

/**
 * A catalogue avatar's name in the member's language, as the avatar page shows it. Asked of the
 * server only once `wanted` (a menu showing it is open); a name already loaded, by the home page
 * or an earlier menu, is there at once.
 */
export function useAvatarName(id: number, wanted: boolean) {
  return useQuery({
    ...homeQueryOptions(),
    enabled: wanted,
    select: (home) => home.avatars.find((avatar) => avatar.id === id)?.name,
  });
}
