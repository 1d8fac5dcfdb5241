import { z } from 'zod';
import { ASSETS, parseBaseUnits, STABLECOINS } from './assets.ts';
import { checksummedAddress, userIndexResponse } from './auth.ts';
import { ALLOWED_CHAIN_IDS } from './constants.ts';
import { pageQuery, pageSchema } from './envelope-schema.ts';
import { INCOME_TYPES, type IncomeType } from './ledger-kinds.ts';

/**
 * Schemas of the money endpoints: balances, the money log, transfers
 * between members, the trader's buy-back, swaps, withdrawals and deposit info.
 * Every amount is a decimal string of base units (`ASSET_DECIMALS` in assets.ts).
 */

export const asset = z.enum(ASSETS);
export const stablecoin = z.enum(STABLECOINS);
export const chainId = z.literal(ALLOWED_CHAIN_IDS);

/** A whole, non-negative number of base units in decimal, at most uint256 ("0", "1500000000000000000"). */
export const baseUnits = z
  .string()
  .refine((value) => parseBaseUnits(value) !== undefined, { params: { format: 'amount' } })
  .describe('Decimal string of base units: digits only, no sign, point or leading zeros, at most 2^256-1');

/** An amount a member asks to move: base units, greater than zero. */
export const positiveBaseUnits = z
  .string()
  .refine((value) => (parseBaseUnits(value) ?? 0n) > 0n, { params: { format: 'amount' } })
  .describe('Decimal string of base units greater than zero: digits only, no sign, point or leading zeros');

/** Base units in an answer; a money-log amount may carry a leading minus. */
const units = z.string().describe('Decimal string of base units');
const signedUnits = z
  .string()
  .describe('Decimal string of base units, negative ("-5") when value left the member');

/** A ledger kind as the journal stores it (known or added later): lower case and underscores. */
export const ledgerKind = z
  .string()
  .regex(/^[a-z][a-z_]{0,39}$/)
  .describe('Ledger kind, e.g. deposit, transfer, buy_back, swap, withdraw');

/** Fuel (avatars' burnable energy) has 18 decimals like the assets, but belongs to avatars, not the ledger. */
export const FUEL_DECIMALS = 18;

/** The `Idempotency-Key` header of value-moving writes: 8 to 100 letters, digits, `-` or `_` (a uuid fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

// ---------------------------------------------------------------------------
// POST /api/user/user/index: the profile of auth.ts plus the member's assets

export const assetBalance = z.object({
  asset,
  /** Spendable now. */
  available: units,
  /** Held by pending operations (withdrawals on their way). */
  frozen: units,
});
export type AssetBalance = z.infer<typeof assetBalance>;

/** Income received so far of one asset. */
export const assetAmount = z.object({ asset, amount: units });
export type AssetAmount = z.infer<typeof assetAmount>;

/** Per income type, the totals received in each asset (empty: nothing received yet). */
export const incomeTotals = z.object(
  Object.fromEntries(INCOME_TYPES.map((type) => [type, z.array(assetAmount)])) as Record<
    IncomeType,
    z.ZodArray<typeof assetAmount>
  >,
);
export type IncomeTotals = z.infer<typeof incomeTotals>;

export const memberAssets = z.object({
  /** Every asset of assets.ts, in that order, zeros included. */
  assets: z.array(assetBalance),
  /** Remaining fuel of the member's avatars, in base units of `FUEL_DECIMALS`. */
  fuel: units,
  /**
   * ISO 8601: when the daily settlement next pays the member's Avatars' output (MM, MC and UME),
   * the only source of those resources besides what other members send; null when no Avatar of
   * theirs has fuel left (they need to buy one).
   */
  nextOutputAt: z.string().nullable(),
  income: incomeTotals,
});
export type MemberAssets = z.infer<typeof memberAssets>;

export const userIndexWithAssetsResponse = userIndexResponse.extend(memberAssets.shape);
export type UserIndexWithAssetsResponse = z.infer<typeof userIndexWithAssetsResponse>;

// ---------------------------------------------------------------------------
// POST /api/user/user/money_log: the caller's journal, newest first

export const moneyLogRequest = pageQuery
  .extend({ asset: asset.optional(), kind: ledgerKind.optional() })
  .strict();
export type MoneyLogRequest = z.input<typeof moneyLogRequest>;

/** How a journal entry stands: `pending` froze value, `post` completed it, `void` returned it. */
export const ledgerPhase = z.enum(['posted', 'pending', 'post', 'void']);
export type LedgerPhase = z.infer<typeof ledgerPhase>;

export const moneyLogEntry = z.object({
  id: z.string(),
  /** ISO 8601 */
  time: z.string(),
  asset,
  /** Signed: positive received, negative paid or frozen; a fee folded into the entry is included. */
  amount: signedUnits,
  kind: z.string(),
  /** A frozen entry reads `post` once completed and `void` once returned (the return is an entry of its own). */
  phase: ledgerPhase,
  /**
   * The fee of this movement (its `<kind>_fee` leg: a withdrawal's, a swap's, a sale's), already in
   * `amount`; null when it has none.
   */
  fee: units.nullable(),
  /**
   * What the entry belongs to: `<chain>:<tx hash>:<log index>` for a deposit, the withdrawal's id,
   * the sale's or swap's link id, a transfer's own id, an airdrop's reason. Null only for entries
   * recorded before every movement carried one.
   */
  reference: z.string().nullable(),
  /** The other member of a transfer between members; null for any other movement. */
  counterparty: z.string().nullable(),
  /** The member's available balance of `asset` right after this entry. */
  balanceAfter: units,
});
export type MoneyLogEntry = z.infer<typeof moneyLogEntry>;

export const moneyLogResponse = pageSchema(moneyLogEntry);
export type MoneyLogResponse = z.infer<typeof moneyLogResponse>;

// ---------------------------------------------------------------------------
// One journal transfer, as writes answer it

export const transferRecord = z.object({
  id: z.string(),
  /** Shared by the legs of one exchange or swap; null for a single transfer. */
  linkId: z.string().nullable(),
  asset,
  amount: units,
  kind: z.string(),
  /** What the transfer belongs to, as in the money log: for a member transfer its own id, for an exchange leg `linkId`. */
  reference: z.string().nullable(),
  /** A member's address, or a system account's name (treasury, fees). */
  from: z.string(),
  to: z.string(),
  /** The caller's available balance of `asset` right after this transfer; null when not a party. */
  balanceAfter: units.nullable(),
  /** ISO 8601 */
  createdAt: z.string(),
});
export type TransferRecord = z.infer<typeof transferRecord>;

// ---------------------------------------------------------------------------
// POST /api/user/user/confirmTrans (Idempotency-Key): send to another member by address

export const confirmTransRequest = z
  .object({
    /** The receiving member's address, typed by the member: 20-byte hex with a valid EIP-55 checksum. */
    to: checksummedAddress,
    asset,
    amount: positiveBaseUnits,
  })
  .strict();
export type ConfirmTransRequest = z.input<typeof confirmTransRequest>;

export const confirmTransResponse = transferRecord;
export type ConfirmTransResponse = z.infer<typeof confirmTransResponse>;

// ---------------------------------------------------------------------------
// POST /api/user/user/getTransMoneyLog: the caller's transfers to and from members, newest first

export const transMoneyLogRequest = pageQuery.extend({ asset: asset.optional() }).strict();
export type TransMoneyLogRequest = z.input<typeof transMoneyLogRequest>;

export const transMoneyLogEntry = z.object({
  id: z.string(),
  /** ISO 8601 */
  time: z.string(),
  asset,
  /** Unsigned; `direction` tells which way. */
  amount: units,
  direction: z.enum(['in', 'out']),
  /** The other member's address. */
  counterparty: z.string(),
  balanceAfter: units,
});
export type TransMoneyLogEntry = z.infer<typeof transMoneyLogEntry>;

export const transMoneyLogResponse = pageSchema(transMoneyLogEntry);
export type TransMoneyLogResponse = z.infer<typeof transMoneyLogResponse>;

// ---------------------------------------------------------------------------
// POST /api/nft/Money_Exchange/index: rates, fees, minimums, what can be sold and moved

/** Basis points: 100 = 1%. */
const basisPoints = z.number().int().min(0).max(10_000);

export const buyBackRule = z.object({
  /** What the trader buys (SPEC.md: MM). */
  asset,
  /** What the trader pays with. */
  payAsset: asset,
  /** Base units of `payAsset` paid for one whole unit (10^decimals base units) of `asset`, before the fee. */
  price: units,
  feeBps: basisPoints,
  /** Least base units of `asset` one sale takes ("minimum buy-back quantity"). */
  minimum: units,
});
export type BuyBackRule = z.infer<typeof buyBackRule>;

export const swapRule = z.object({
  from: asset,
  to: asset,
  /** Base units of `to` for one whole unit of `from`, before the fee. */
  price: units,
  feeBps: basisPoints,
  /** Least base units of `from` one swap takes. */
  minimum: units,
});
export type SwapRule = z.infer<typeof swapRule>;

export const transferRule = z.object({
  asset,
  transferable: z.boolean(),
  /** Least base units one transfer moves. */
  minimum: units,
});
export type TransferRule = z.infer<typeof transferRule>;

export const withdrawalRule = z.object({
  asset: stablecoin,
  /** Least base units one withdrawal takes. */
  minimum: units,
  /** Base units kept as the fee out of each withdrawal. */
  fee: units,
  /** A member's withdrawals within one day above this wait for an operator's approval. */
  memberDailyLimit: units,
});
export type WithdrawalRule = z.infer<typeof withdrawalRule>;

export const exchangeIndexRequest = z.object({}).strict();
export const exchangeIndexResponse = z.object({
  /** What the trader buys back; an asset not listed "cannot be sold". */
  buyBack: z.array(buyBackRule),
  swaps: z.array(swapRule),
  transfers: z.array(transferRule),
  withdrawals: z.array(withdrawalRule),
});
export type ExchangeIndexResponse = z.infer<typeof exchangeIndexResponse>;

// ---------------------------------------------------------------------------
// POST /api/nft/Money_Exchange/exchange (Idempotency-Key): sell to the trader
// POST /api/nft/Money_Exchange/swap (Idempotency-Key): swap along a configured pair

export const exchangeRequest = z.object({ asset, amount: positiveBaseUnits }).strict();
export type ExchangeRequest = z.input<typeof exchangeRequest>;

export const swapRequest = z.object({ from: asset, to: asset, amount: positiveBaseUnits }).strict();
export type SwapRequest = z.input<typeof swapRequest>;

/** The linked transfers of one sale or swap and what they add up to for the member. */
export const exchangeResult = z.object({
  linkId: z.string(),
  /** What the member gave. */
  sold: assetAmount,
  /** What the member received, the fee already taken. */
  received: assetAmount,
  fee: assetAmount,
  transfers: z.array(transferRecord),
});
export type ExchangeResult = z.infer<typeof exchangeResult>;

export const exchangeResponse = exchangeResult;
export type ExchangeResponse = ExchangeResult;
export const swapResponse = exchangeResult;
export type SwapResponse = ExchangeResult;

// ---------------------------------------------------------------------------
// POST /api/user/Withdraw/atm (Idempotency-Key): to the member's own wallet

export const withdrawRequest = z.object({ asset: stablecoin, amount: positiveBaseUnits, chainId }).strict();
export type WithdrawRequest = z.input<typeof withdrawRequest>;

/**
 * awaitingApproval: above a limit or no hot wallet, an operator decides; queued: approved, not sent yet;
 * broadcast: sent, waiting for the receipt; completed: confirmed and posted; failed: the send failed and
 * the funds returned; rejected: an operator refused and the funds returned.
 */
export const WITHDRAWAL_STATUSES = [
  'awaitingApproval',
  'queued',
  'broadcast',
  'completed',
  'failed',
  'rejected',
] as const;
export const withdrawalStatus = z.enum(WITHDRAWAL_STATUSES);
export type WithdrawalStatus = z.infer<typeof withdrawalStatus>;

export const withdrawalRecord = z.object({
  id: z.string(),
  asset: stablecoin,
  chainId,
  /** The member's own wallet, EIP-55 checksummed. */
  to: z.string(),
  /** What the member asked for, frozen in full until the withdrawal ends. */
  amount: units,
  /** Kept by the colony out of `amount`. */
  fee: units,
  /** Sent to the wallet: `amount` − `fee`. */
  received: units,
  status: withdrawalStatus,
  txHash: z.string().nullable(),
  /** ISO 8601 */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WithdrawalRecord = z.infer<typeof withdrawalRecord>;

export const withdrawResponse = withdrawalRecord;
export type WithdrawResponse = WithdrawalRecord;

/** POST /api/user/Withdraw/index: the caller's withdrawals, newest first */
export const withdrawalListRequest = pageQuery
  .extend({ asset: stablecoin.optional(), status: withdrawalStatus.optional() })
  .strict();
export type WithdrawalListRequest = z.input<typeof withdrawalListRequest>;
export const withdrawalListResponse = pageSchema(withdrawalRecord);
export type WithdrawalListResponse = z.infer<typeof withdrawalListResponse>;

// ---------------------------------------------------------------------------
// POST /api/user/Recharge/info (public): where members send deposits

export const depositToken = z.object({
  asset: stablecoin,
  /** The ERC-20 contract, EIP-55 checksummed. */
  address: z.string(),
  /** The token contract's decimals (credits are scaled to ASSET_DECIMALS). */
  decimals: z.number().int(),
});
export type DepositToken = z.infer<typeof depositToken>;

export const depositChain = z.object({
  chainId,
  /** The address deposits are sent to, EIP-55 checksummed. */
  treasury: z.string(),
  /** Blocks after the deposit's block before it is credited. */
  confirmations: z.number().int(),
  tokens: z.array(depositToken),
  /** The local development chain (chain 56 of `npm run dev` and a newcomer's `npm start`): its tokens are test tokens. */
  devChain: z.boolean(),
});
export type DepositChain = z.infer<typeof depositChain>;

export const depositInfoRequest = z.object({}).strict();
export const depositInfoResponse = z.object({ chains: z.array(depositChain) });
export type DepositInfoResponse = z.infer<typeof depositInfoResponse>;

// ---------------------------------------------------------------------------
// POST /api/user/Recharge/status: how a deposit the member sent is doing, by transaction hash

export const depositStatusRequest = z
  .object({
    chainId,
    txHash: z
      .string()
      .regex(/^0x[0-9a-fA-F]{64}$/)
      .describe('The transaction that sent the tokens to the treasury'),
  })
  .strict();
export type DepositStatusRequest = z.input<typeof depositStatusRequest>;

/**
 * unknown: the chain does not know the transaction (yet); failed: it reverted; confirming: mined,
 * waiting for its confirmations; credited: on the member's balance; ignored: mined and confirmed,
 * but nothing in it counts as this member's deposit (another token, another recipient or sender).
 */
export const DEPOSIT_STATUSES = ['unknown', 'failed', 'confirming', 'credited', 'ignored'] as const;
export const depositStatus = z.enum(DEPOSIT_STATUSES);

export const depositStatusResponse = z.object({
  status: depositStatus,
  /** Blocks from the transaction's block to the latest, its own included; 0 before it is mined. */
  confirmations: z.number().int(),
  /** Confirmations the chain needs (the finalized block may take longer where the chain has one). */
  required: z.number().int(),
  /** What was credited to the member from this transaction. */
  credited: z.array(assetAmount),
});
export type DepositStatusResponse = z.infer<typeof depositStatusResponse>;

// ---------------------------------------------------------------------------
// Operators (signed-in members listed in OPERATOR_ADDRESSES): withdrawals waiting for approval

/** Why a withdrawal waits for an operator. */
export const WITHDRAWAL_APPROVAL_REASONS = ['noHotWallet', 'memberDailyLimit', 'dailyLimit'] as const;
export const withdrawalApprovalReason = z.enum(WITHDRAWAL_APPROVAL_REASONS);
export type WithdrawalApprovalReason = z.infer<typeof withdrawalApprovalReason>;

export const operatorWithdrawalRecord = withdrawalRecord.extend({
  /** The member's address (the withdrawal goes to it). */
  member: z.string(),
  approvalReason: withdrawalApprovalReason.nullable(),
  /** Why a failed withdrawal failed (a revert, a replaced nonce), for the operator. */
  failureReason: z.string().nullable(),
  /** The operator who approved or rejected it. */
  decidedBy: z.string().nullable(),
});
export type OperatorWithdrawalRecord = z.infer<typeof operatorWithdrawalRecord>;

/** POST /api/admin/Withdraw/index: every member's withdrawals, newest first, by default those awaiting approval */
export const operatorWithdrawalListRequest = pageQuery
  .extend({ status: withdrawalStatus.default('awaitingApproval') })
  .strict();
export type OperatorWithdrawalListRequest = z.input<typeof operatorWithdrawalListRequest>;
export const operatorWithdrawalListResponse = pageSchema(operatorWithdrawalRecord);
export type OperatorWithdrawalListResponse = z.infer<typeof operatorWithdrawalListResponse>;

/**
 * POST /api/admin/Withdraw/approve (queue it for the hot wallet) and /api/admin/Withdraw/reject (unfreeze
 * the funds), each with an Idempotency-Key kept under the operator's member id.
 */
export const withdrawalDecisionRequest = z.object({ id: z.uuid() }).strict();
export type WithdrawalDecisionRequest = z.input<typeof withdrawalDecisionRequest>;
export const withdrawalDecisionResponse = operatorWithdrawalRecord;
export type WithdrawalDecisionResponse = OperatorWithdrawalRecord;
