/**
 * The ledger's kinds and the income types paid with them: plain constants, apart from the
 * endpoints' schemas (money.ts), so the app's pages that only name kinds do not load zod.
 */

/**
 * Ledger kinds: what a movement is. Every kind the server writes is here (the ledger refuses any
 * other), so the money log can name each one and offer it as a filter. A feature that moves value
 * in a new way adds its kind here first. `activity_income` is the Assets page's activity income
 * (SPEC.md §3), which no feature pays yet.
 */
export const LEDGER_KINDS = [
  'deposit',
  'transfer',
  'buy_back',
  'buy_back_fee',
  'swap',
  'swap_fee',
  'withdraw',
  'withdraw_fee',
  'airdrop',
  'treasury_funding',
  'stake',
  'staking_income',
  'staking_redeem_fee',
  'staking_income_return',
  'pool_stake',
  'laser_pool_reward',
  'farm_reward',
  'mining_reward',
  'avatar_purchase',
  'avatar_output',
  'referral_income',
  'team_income',
  'bonus_income',
  'activity_income',
  'star_level_income',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export function isLedgerKind(value: unknown): value is LedgerKind {
  return typeof value === 'string' && (LEDGER_KINDS as readonly string[]).includes(value);
}

/** Income types of the Assets page (SPEC.md §3) and the ledger kind each one is paid with. */
export const INCOME_KINDS = {
  staking: 'staking_income',
  referral: 'referral_income',
  team: 'team_income',
  bonus: 'bonus_income',
  activity: 'activity_income',
  starLevel: 'star_level_income',
} as const satisfies Record<string, LedgerKind>;
export type IncomeType = keyof typeof INCOME_KINDS;

/**
 * Corrections of an income type: what left the member with this kind is taken off the type's
 * total (an early redemption's income above the rate of the days held, docs/economy.md).
 */
export const INCOME_RETURN_KINDS: Partial<Record<IncomeType, string>> = {
  staking: 'staking_income_return',
};
export const INCOME_TYPES = Object.keys(INCOME_KINDS) as IncomeType[];
