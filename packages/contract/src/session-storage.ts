/** localStorage keys of the session (SPEC.md §3): values stored as `{ value, expiresAt }` JSON. */
export const CREDENTIAL_KEYS = {
  address: 'accessAddress',
  token: 'accessToken',
  refreshToken: 'refreshToken',
} as const;

/** Set on `<html>` by the first-paint script when a session is stored: the page shows its address at once. */
export const REMEMBERED_SESSION_ATTRIBUTE = 'data-session';
/** CSS custom properties holding the stored address, shortened as the header shows it (wide and narrow). */
export const REMEMBERED_ADDRESS_PROPERTIES = {
  wide: '--session-address',
  narrow: '--session-address-short',
} as const;

/**
 * The only inline script of the pages, run in `<head>` before the first paint: when a session is
 * stored it marks `<html>` and writes the shortened address into CSS custom properties, so the
 * prerendered header shows the returning member's address instead of "Connect wallet" until the
 * app takes the page over. It reads nothing else and fails silently (storage blocked, bad JSON).
 * The server allows exactly this text by its hash in the Content-Security-Policy.
 */
export const REMEMBERED_SESSION_SCRIPT = [
  '(function(){try{',
  'var now=Date.now();',
  'var read=function(key){var entry=JSON.parse(localStorage.getItem(key));',
  'return entry&&(entry.expiresAt===null||entry.expiresAt>now)?entry.value:undefined};',
  `var address=read(${JSON.stringify(CREDENTIAL_KEYS.address)});`,
  `if(typeof address!=='string'||!/^0x[0-9a-fA-F]{40}$/.test(address)||!read(${JSON.stringify(CREDENTIAL_KEYS.token)}))return;`,
  'var root=document.documentElement;',
  `root.setAttribute(${JSON.stringify(REMEMBERED_SESSION_ATTRIBUTE)},'');`,
  'var cut=function(lead,tail){return JSON.stringify(address.slice(0,lead)+"\\u2026"+address.slice(-tail))};',
  `root.style.setProperty(${JSON.stringify(REMEMBERED_ADDRESS_PROPERTIES.wide)},cut(6,4));`,
  `root.style.setProperty(${JSON.stringify(REMEMBERED_ADDRESS_PROPERTIES.narrow)},cut(4,4));`,
  '}catch(error){}})();',
].join('');
