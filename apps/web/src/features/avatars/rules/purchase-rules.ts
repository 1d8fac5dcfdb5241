import { ASSET_DECIMALS, STABLECOINS, type Stablecoin } from '@colony/contract/assets';
import type { CatalogueAvatar, PurchaseLimits } from '@colony/contract/avatars';
import type { DepositChain, DepositToken } from '@colony/contract/money';

/** Where the price comes from: the member's balance in the colony, or their wallet on chain. */
export type PaySource = 'balance' | 'wallet';

export interface PurchaseDraft {
  asset: Stablecoin;
  source: PaySource;
  /** A wallet payment takes a queue entry if today's supply is gone when it arrives. */
  queue: boolean;
}

/**
 * Why the purchase cannot go ahead as drafted, as a key of the `avatars` namespace (SPEC.md §8's
 * words where it has them: "Not for sale", "Insufficient balance").
 */
export type PurchaseProblem =
  | 'notForSale'
  | 'assetNotAccepted'
  | 'insufficientBalance'
  | 'walletUnavailable'
  | 'walletNotConnected'
  | 'wrongNetwork'
  | 'assetNotOnNetwork'
  | 'guideLimit'
  | 'unpaidWalletOrders'
  | 'soldOutWithoutQueue';

/** What the wallet sends: the token contract on the wallet's chain, the treasury and the price in the token's units. */
export interface WalletPayment {
  chain: DepositChain;
  token: DepositToken;
  /** The price in the token contract's base units. */
  amount: bigint;
}

export interface PurchaseContext {
  /** The member's available balance of the draft's asset; undefined while it loads. */
  available: bigint | undefined;
  /** Where the wallet pays (`payConfig.chains`). */
  chains: readonly DepositChain[];
  /** The connected wallet's chain; undefined while no wallet is connected. */
  walletChainId: number | undefined;
  /** The wallet's balance of the token, in the token's units; undefined while unknown. */
  walletBalance: bigint | undefined;
  /** The member's limits as the server counts them (`payConfig.limits`); null while unknown. */
  limits: PurchaseLimits | null;
}

export type PurchaseCheck =
  | { ok: true; wallet?: WalletPayment }
  | { ok: false; problem: PurchaseProblem; wallet?: WalletPayment };

/** The stablecoins the avatar can be paid with, in the catalogue's usual order. */
export function acceptedAssets(avatar: Pick<CatalogueAvatar, 'assets'>): Stablecoin[] {
  return STABLECOINS.filter((asset) => avatar.assets.includes(asset));
}

/** The price, kept in the ledger's 18 decimals, in a token contract's own base units (6 on Ethereum). */
export function tokenAmountOf(price: bigint, asset: Stablecoin, decimals: number): bigint {
  const ledger = ASSET_DECIMALS[asset];
  return decimals <= ledger
    ? price / 10n ** BigInt(ledger - decimals)
    : price * 10n ** BigInt(decimals - ledger);
}

/**
 * The draft a purchase starts from: the first accepted asset the balance covers (else the first
 * accepted), paid from the balance; a wallet payment queues when today's supply is already gone.
 */
export function firstDraft(
  avatar: Pick<CatalogueAvatar, 'assets' | 'price' | 'remainingToday'>,
  availableOf: (asset: Stablecoin) => bigint | undefined,
): PurchaseDraft {
  const accepted = acceptedAssets(avatar);
  const price = BigInt(avatar.price);
  const covered = accepted.find((asset) => (availableOf(asset) ?? 0n) >= price);
  return {
    asset: covered ?? accepted[0] ?? 'USDT',
    source: 'balance',
    queue: avatar.remainingToday === 0,
  };
}

/** Where the wallet on `chainId` pays `asset`, or why it cannot. */
export function walletPaymentFor(
  avatar: Pick<CatalogueAvatar, 'price'>,
  asset: Stablecoin,
  chains: readonly DepositChain[],
  chainId: number | undefined,
): WalletPayment | PurchaseProblem {
  if (chains.length === 0) return 'walletUnavailable';
  if (chainId === undefined) return 'walletNotConnected';
  const chain = chains.find((entry) => entry.chainId === chainId);
  if (!chain) return 'wrongNetwork';
  const token = chain.tokens.find((entry) => entry.asset === asset);
  if (!token) return 'assetNotOnNetwork';
  return { chain, token, amount: tokenAmountOf(BigInt(avatar.price), asset, token.decimals) };
}

/**
 * Why no purchase of the avatar can go ahead at all, whatever pays: not for sale, or the member
 * holds the most guides allowed. The buy button says it instead of opening the dialog.
 */
export function purchaseBlock(
  avatar: Pick<CatalogueAvatar, 'forSale'>,
  limits: PurchaseLimits | null,
): 'notForSale' | 'guideLimit' | undefined {
  if (!avatar.forSale) return 'notForSale';
  if (limits?.guides && limits.guides.held >= limits.guides.limit) return 'guideLimit';
  return undefined;
}

/**
 * Checks a purchase the way the server will: for sale, within the guide limit, an accepted asset, a
 * balance that covers the price; from the wallet, fewer unpaid wallet orders than allowed, the
 * queue chosen when today's supply is gone, a connected wallet on a chain whose treasury takes the
 * asset, holding the price. The server still decides (a race may change any of them).
 */
export function checkPurchase(
  avatar: Pick<CatalogueAvatar, 'assets' | 'price' | 'forSale' | 'remainingToday'>,
  draft: PurchaseDraft,
  context: PurchaseContext,
): PurchaseCheck {
  const blocked = purchaseBlock(avatar, context.limits);
  if (blocked) return { ok: false, problem: blocked };
  if (!acceptedAssets(avatar).includes(draft.asset)) return { ok: false, problem: 'assetNotAccepted' };
  const price = BigInt(avatar.price);
  if (draft.source === 'balance') {
    if (context.available !== undefined && context.available < price)
      return { ok: false, problem: 'insufficientBalance' };
    return { ok: true };
  }
  // A wallet payment that would be refused once sent stays on the balance: refuse it before.
  const unpaid = context.limits?.unpaidWalletOrders;
  if (unpaid && unpaid.count >= unpaid.limit) return { ok: false, problem: 'unpaidWalletOrders' };
  if (avatar.remainingToday === 0 && !draft.queue) return { ok: false, problem: 'soldOutWithoutQueue' };
  const wallet = walletPaymentFor(avatar, draft.asset, context.chains, context.walletChainId);
  if (typeof wallet === 'string') return { ok: false, problem: wallet };
  if (context.walletBalance !== undefined && context.walletBalance < wallet.amount)
    return { ok: false, problem: 'insufficientBalance', wallet };
  return { ok: true, wallet };
}
