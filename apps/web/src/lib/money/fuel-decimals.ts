import type { FUEL_DECIMALS as CONTRACT_FUEL_DECIMALS } from '@colony/contract/money';

/**
 * Decimals of fuel amounts (an avatar's total and remaining fuel). The contract's value, tied to it by
 * type: the schemas module it lives in stays out of the pages that show fuel.
 */
export const FUEL_DECIMALS: typeof CONTRACT_FUEL_DECIMALS = 18;
