/**
 * The external launchpad's address, or undefined: a well-formed https URL only. Read from
 * `VITE_LAUNCHPAD_URL` at build time, because the menus that link to it are prerendered: a value
 * fetched at run time would change the markup the app takes over. Unset (a newcomer's `npm start`,
 * the tests), no launchpad link appears anywhere rather than one to a placeholder.
 */
export function launchpadUrlOf(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed || !URL.canParse(trimmed)) return undefined;
  return new URL(trimmed).protocol === 'https:' ? trimmed : undefined;
}

export const LAUNCHPAD_URL = launchpadUrlOf(import.meta.env.VITE_LAUNCHPAD_URL);
