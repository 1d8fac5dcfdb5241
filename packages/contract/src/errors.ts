/**
 * The error catalogue: every code the API answers with, its HTTP status and the
 * message key translated in `messages/<language>.ts`.
 */
export const ERRORS = {
  ok: { code: 200, status: 200 },
  tokenExpired: { code: -1, status: 401 },
  bindSuperior: { code: -2, status: 401 },
  sessionInvalid: { code: -403, status: 401 },
  validation: { code: 1001, status: 400 },
  malformedJson: { code: 1002, status: 400 },
  unsupportedMediaType: { code: 1003, status: 415 },
  bodyTooLarge: { code: 1004, status: 413 },
  badAppKey: { code: 1005, status: 401 },
  notFound: { code: 1006, status: 404 },
  methodNotAllowed: { code: 1007, status: 405 },
  rateLimited: { code: 1008, status: 429 },
  internal: { code: 1009, status: 500 },
  unavailable: { code: 1010, status: 503 },
  /** Node's HTTP parser could not read the request (its request line, a header): answered before any route. */
  malformedRequest: { code: 1011, status: 400 },
  /** The request's headers are past the parser's size limit. */
  headersTooLarge: { code: 1012, status: 431 },
  /** The request did not arrive whole within the server's request timeout. */
  requestTimeout: { code: 1013, status: 408 },
  articleNotFound: { code: 2001, status: 404 },
  siweMessageInvalid: { code: 3001, status: 400 },
  siweDomainMismatch: { code: 3002, status: 400 },
  siweMessageExpired: { code: 3003, status: 401 },
  nonceInvalid: { code: 3004, status: 401 },
  chainNotAllowed: { code: 3005, status: 400 },
  signatureInvalid: { code: 3006, status: 401 },
  inviteCodeUnknown: { code: 3007, status: 400 },
  inviteCodeMismatch: { code: 3008, status: 400 },
  // Money: 3050-3099; sign-in keeps 3001-3049, chain operations 3100-3199.
  insufficientBalance: { code: 3050, status: 400 },
  /** data: `{ asset, min }` (base units); the message names the minimum in whole units. */
  transferBelowMinimum: { code: 3051, status: 400 },
  cannotTransfer: { code: 3052, status: 400 },
  cannotBeSold: { code: 3053, status: 400 },
  transferToSelf: { code: 3054, status: 400 },
  recipientUnknown: { code: 3055, status: 404 },
  /** data: `{ asset, min }` (base units). */
  buyBackBelowMinimum: { code: 3056, status: 400 },
  swapUnavailable: { code: 3057, status: 400 },
  /** data: `{ asset, min }` (base units). */
  swapBelowMinimum: { code: 3058, status: 400 },
  amountTooSmall: { code: 3059, status: 400 },
  /** The treasury cannot pay a buy-back or swap now; it never goes below zero. */
  treasuryInsufficient: { code: 3060, status: 409 },
  idempotencyKeyRequired: { code: 3061, status: 400 },
  idempotencyKeyConflict: { code: 3062, status: 409 },
  /** An operator's airdrop or treasury funding above the per-grant maximum. data: `{ asset, max }` (base units). */
  grantAboveMaximum: { code: 3063, status: 400 },
  // Chain operations: deposits and withdrawals, 3100-3199.
  withdrawChainUnavailable: { code: 3101, status: 400 },
  /** data: `{ asset, min }` (base units); the message names the minimum in whole units. */
  withdrawBelowMinimum: { code: 3102, status: 400 },
  /** The chain's token has fewer decimals than the amount uses. data: `{ decimals }`. */
  withdrawAmountPrecision: { code: 3103, status: 400 },
  withdrawalNotFound: { code: 3104, status: 404 },
  withdrawalNotAwaitingApproval: { code: 3105, status: 409 },
  operatorOnly: { code: 3106, status: 403 },
  /** No treasury is configured: deposits are not offered on any chain. */
  depositsClosed: { code: 3107, status: 400 },
  // Avatars and their orders: 4000-4099.
  avatarNotFound: { code: 4001, status: 404 },
  avatarNotForSale: { code: 4002, status: 400 },
  /** data: `{ avatarId, asset, accepted }`. */
  avatarAssetNotAccepted: { code: 4003, status: 400 },
  /** A member holds (or has queued) the most guide avatars allowed. data: `{ limit }`. */
  guideLimit: { code: 4004, status: 400 },
  /** Today's supply is gone. data: `{ avatarId, queue }`, the place a queue entry would take now. */
  avatarSoldOut: { code: 4005, status: 409 },
  orderNotFound: { code: 4006, status: 404 },
  /** Only an order in the queue, or waiting for its wallet payment, can be cancelled. */
  orderNotCancellable: { code: 4007, status: 409 },
  /** The transaction already pays for another order. */
  paymentAlreadyUsed: { code: 4008, status: 409 },
  /** No treasury takes wallet payments on this chain. */
  walletPaymentUnavailable: { code: 4009, status: 400 },
  /** The member has the most wallet orders awaiting their payment at once. data: `{ limit }`. */
  unpaidWalletOrdersLimit: { code: 4010, status: 409 },
  // The daily settlement: 4100-4199.
  /** The day has not ended yet. data: `{ lastDay }`, the last day that can be settled now. */
  settlementDayNotOver: { code: 4101, status: 400 },
  /** The demo's "advance one day" named a day the colony has already left. data: `{ today }`. */
  demoDayMoved: { code: 4102, status: 409 },
  // Staking and the DeFi pools: 4200-4299.
  stakingPlanNotFound: { code: 4201, status: 404 },
  /** The plan takes no new orders. */
  stakingPlanClosed: { code: 4202, status: 400 },
  /** data: `{ asset, min }` (base units); the message names the minimum in whole units. */
  stakeBelowMinimum: { code: 4203, status: 400 },
  /** data: `{ asset, max }` (base units); the message names the maximum in whole units. */
  stakeAboveMaximum: { code: 4204, status: 400 },
  stakingOrderNotFound: { code: 4205, status: 404 },
  stakingOrderRedeemed: { code: 4206, status: 409 },
  poolNotFound: { code: 4207, status: 404 },
  /** data: `{ poolId, startsAt }`. */
  poolNotStarted: { code: 4208, status: 400 },
  /** Closed to new positions, or ended (no day of rewards left). data: `{ poolId, status }`. */
  poolClosed: { code: 4209, status: 400 },
  /**
   * An early redemption takes back income collected above the rate of the days held, and the
   * available balance lacks it. data: `{ asset, amount }` (base units); the message names it.
   */
  stakingIncomeReturnShort: { code: 4210, status: 400 },
  // Team and elite membership: 4300-4399.
  /** No member of the caller's team has this address (unknown addresses answer the same). */
  teamMemberNotFound: { code: 4301, status: 404 },
  /** One elite application a month; the latest is still under review. */
  eliteAlreadyApplied: { code: 4302, status: 409 },
  /**
   * The member's live figures do not meet every requirement of the tier applied for. data:
   * `{ tier, unmet: [{ requirement, required, current }] }` in the page's order (dollar figures in
   * base units, `directReferrals` a count); the message names the first.
   */
  eliteRequirementNotMet: { code: 4303, status: 400 },
  // Avatar tokens and the NFT market: 4400-4499.
  /** No avatar token or minter key is configured, the token takes another key's vouchers, or the avatar's pinned contract is gone. */
  nftUnavailable: { code: 4401, status: 400 },
  /** The member holds no avatar with this id (another member's answers the same). */
  nftAvatarNotHeld: { code: 4402, status: 404 },
  /** The avatar is a token already, as the index of the chain's confirmed blocks knows it. */
  nftAlreadyMinted: { code: 4403, status: 409 },
  /** No avatar token has this id: never minted, or not indexed yet. */
  nftTokenNotFound: { code: 4404, status: 404 },
  // Governance: 4600-4699.
  proposalNotFound: { code: 4601, status: 404 },
  /** Votes open at the proposal's start. data: `{ startAt }`. */
  voteNotStarted: { code: 4602, status: 409 },
  voteEnded: { code: 4603, status: 409 },
  proposalCancelled: { code: 4604, status: 409 },
  /** Not a choice of the proposal (single: one index from 1; approval: distinct indexes in increasing order). data: `{ votingType, choices }`. */
  choiceInvalid: { code: 4605, status: 400 },
  noVotingPower: { code: 4606, status: 403 },
  /**
   * The signed timestamp is outside the voting window, more than `toleranceSeconds` behind the
   * server's clock or more than `futureToleranceSeconds` ahead of it. data: `{ serverTime,
   * toleranceSeconds, futureToleranceSeconds }`.
   */
  voteTimestampInvalid: { code: 4607, status: 400 },
  /** A vote of the member signed at the same time or later already counts. */
  voteOutdated: { code: 4608, status: 409 },
  /** A proposal's start and end: end after start, start not in the past. data: `{ field }`. */
  proposalWindowInvalid: { code: 4609, status: 400 },
  /** The reject or abstain choice is not one of the choices, is the same choice, or the voting type has none. data: `{ field }`. */
  proposalChoiceRoleInvalid: { code: 4610, status: 400 },
  /** Only an upcoming or active proposal can be cancelled. */
  proposalNotCancellable: { code: 4611, status: 409 },
  // Operators: 4700-4799 (`operatorOnly`, refused to anyone who is not one, is 3106).
  /** An operator whose role does not cover the endpoint. data: `{ role }`, the role it needs. */
  operatorRoleMissing: { code: 4701, status: 403 },
  operatorNotFound: { code: 4702, status: 404 },
  /** The colony keeps at least one owner: the last one cannot be removed or given another role. */
  lastOwner: { code: 4703, status: 409 },
  contactMessageNotFound: { code: 4704, status: 404 },
} as const;

export type ErrorName = keyof typeof ERRORS;
export type ErrorCode = (typeof ERRORS)[ErrorName]['code'];

/** Message key of an error in the message catalogues, e.g. `errors.validation`. */
export function errorMessageKey(name: ErrorName): `errors.${ErrorName}` {
  return `errors.${name}`;
}

export function errorNameByCode(code: number): ErrorName | undefined {
  return (Object.keys(ERRORS) as ErrorName[]).find((name) => ERRORS[name].code === code);
}

/** One invalid field of a request: where it is and the translated reason. */
export interface FieldError {
  field: string;
  message: string;
}
