import { z } from 'zod';
import { address } from './auth.ts';
import { positiveBaseUnits, stablecoin, transferRecord } from './money.ts';
import { singleLineText } from './text.ts';

/**
 * Operators' grants (signed-in members listed in OPERATOR_ADDRESSES, Idempotency-Key required):
 * resource airdrops to members and the colony's own stablecoins put into the treasury, which pays
 * the trader's buy-backs and swaps. Amounts are decimal strings of base units.
 */

/** What an airdrop can hand out: the resources avatars produce, never stablecoins or MCD. */
export const AIRDROP_ASSETS = ['MM', 'MC', 'UME'] as const;
export type AirdropAsset = (typeof AIRDROP_ASSETS)[number];
export const airdropAsset = z.enum(AIRDROP_ASSETS);

/** Why the grant was made, kept as the journal entry's reference (the member sees it in the money log). */
export const GRANT_REASON_MAX_LENGTH = 200;
export const grantReason = singleLineText()
  .trim()
  .min(3)
  .max(GRANT_REASON_MAX_LENGTH)
  .describe('Why the grant is made, 3 to 200 characters without control characters; shown in the money log');

// ---------------------------------------------------------------------------
// POST /api/admin/Airdrop/grant: resources from emission to a member

export const airdropRequest = z
  .object({
    /** The receiving member's address (20-byte hex, EIP-55 checksum when mixed case). */
    to: address,
    asset: airdropAsset,
    amount: positiveBaseUnits,
    reason: grantReason,
  })
  .strict();
export type AirdropRequest = z.input<typeof airdropRequest>;

/** The journal transfer, from `emission` to the member; `balanceAfter` only when the operator receives it. */
export const airdropResponse = transferRecord;
export type AirdropResponse = z.infer<typeof airdropResponse>;

// ---------------------------------------------------------------------------
// POST /api/admin/Treasury/fund: the colony's own stablecoins, sent to the treasury wallet, recorded

export const treasuryFundRequest = z
  .object({
    asset: stablecoin,
    amount: positiveBaseUnits,
    reason: grantReason,
  })
  .strict();
export type TreasuryFundRequest = z.input<typeof treasuryFundRequest>;

/** The journal transfer, from `world` to `treasury`. */
export const treasuryFundResponse = transferRecord;
export type TreasuryFundResponse = z.infer<typeof treasuryFundResponse>;
