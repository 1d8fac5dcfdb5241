/** Business constants of SPEC.md §9, shared by the web app and the server. */

export const ALLOWED_CHAIN_IDS = [1, 56] as const;
export type AllowedChainId = (typeof ALLOWED_CHAIN_IDS)[number];

export const REQUEST_TIMEOUT_MS = 30_000;
export const SUCCESS_CODE = 200;
export const TENANT_ID = 0;
/** The fixed app key the web app sends in the `appkey` header. */
export const DEFAULT_APP_KEY = 'colony-web';

export const TOAST_DURATION_MS = 2000;
export const RECONNECT_DELAY_MS = 1000;

export const DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const MAX_CONTENT_WIDTH_PX = 1600;

export const QUEUE_RETENTION_DAYS = 3;
/** Early redemption fee of a staking order, in whole MM. */
export const EARLY_REDEMPTION_FEE_MM = 5;
export const GUIDE_AVATAR_LIMIT = 2;

/**
 * The roadmap's three phases in order, with their lengths in quarters (SPEC.md §9: Q1–Q3 2024,
 * Q4 2024–Q2 2025, Q3–Q4 2025). Their dates are content: the demo places them around the day
 * it is loaded (apps/server/src/demo/demo-calendar.ts).
 */
export const ROADMAP_PHASES = [
  { key: 'phase1', quarters: 3 },
  { key: 'phase2', quarters: 3 },
  { key: 'phase3', quarters: 2 },
] as const;

export const GLOBAL_FIGURES = {
  countries: 120,
  activeUsersFrom: 3000,
  activeUsers: 200_000,
  ecosystems: 20,
  partners: 200,
} as const;

export const COPYRIGHT_YEAR = 2024;
