import { useSyncExternalStore } from 'react';

/** Tailwind's `lg`: the detail page puts results beside the proposal from here on. */
const WIDE_QUERY = '(min-width: 64rem)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia(WIDE_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** True on a screen wide enough for two columns; follows the window as it is resized. */
export function useWideLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_QUERY).matches,
    () => false,
  );
}
