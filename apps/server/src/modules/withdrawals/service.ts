import { randomUUID } from 'node:crypto';
import { ASSET_DECIMALS, formatUnits } from '@colony/contract/assets';
import type {
  OperatorWithdrawalListResponse,
  OperatorWithdrawalRecord,
  operatorWithdrawalListRequest,
  WithdrawalApprovalReason,
  WithdrawalListResponse,
  WithdrawalRecord,
  withdrawalListRequest,
  withdrawRequest,
} from '@colony/contract/money';
import type { z } from 'zod';
import type { ChainSettings } from '../../chain/chain-settings.ts';
import { scaleOf } from '../../chain/chain-settings.ts';
import type { ChainId } from '../../chain/chain-tokens.ts';
import {
  findWithdrawal,
  findWithdrawalWithMember,
  insertWithdrawal,
  listWithdrawals,
  lockWithdrawalLimits,
  type WithdrawalRow,
  withdrawnToday,
} from '../../chain/withdrawal-queries.ts';
import {
  approveWithdrawal,
  freezeWithdrawal,
  rejectWithdrawal,
  withdrawalLedgerIds,
} from '../../chain/withdrawal-settlement.ts';
import type { Db } from '../../db/database.ts';
import type { EconomyConfig } from '../../economy/config.ts';
import { ApiError } from '../../http/api-error.ts';
import { LedgerError } from '../../ledger/ledger.ts';
import type { AuthenticatedSession } from '../auth/service.ts';

export interface WithdrawalContext {
  chains: Map<ChainId, ChainSettings>;
  economy: EconomyConfig;
  /** Without a hot wallet every withdrawal waits for an operator. */
  hotWallet: boolean;
}

type WithdrawBody = z.output<typeof withdrawRequest>;

/**
 * Freezes a withdrawal to the member's own wallet: at least the minimum, the fee
 * kept out of the amount, payable in the chain token's decimals. It is queued
 * for the hot wallet, or waits for an operator when there is no hot wallet or
 * it would take the member's or everyone's withdrawals of the day (UTC) past
 * their limit. Runs in the caller's transaction (with the Idempotency-Key's answer).
 */
export async function requestWithdrawal(
  tx: Db,
  context: WithdrawalContext,
  member: AuthenticatedSession,
  body: WithdrawBody,
): Promise<WithdrawalRecord> {
  const chain = context.chains.get(body.chainId);
  const token = chain?.tokens.find((candidate) => candidate.asset === body.asset);
  if (!chain || !token) throw new ApiError('withdrawChainUnavailable', { chainId: body.chainId });
  const rule = context.economy.withdrawals[body.asset];
  const amount = BigInt(body.amount);
  if (amount < rule.minimum) {
    const min = `${formatUnits(rule.minimum, ASSET_DECIMALS[body.asset])} ${body.asset}`;
    throw new ApiError('withdrawBelowMinimum', { asset: body.asset, min: rule.minimum.toString() }, { min });
  }
  const received = amount - rule.fee;
  const scale = scaleOf(token);
  if (received % scale !== 0n) {
    throw new ApiError('withdrawAmountPrecision', { decimals: token.decimals }, { decimals: token.decimals });
  }

  await lockWithdrawalLimits(tx);
  const memberToday = await withdrawnToday(tx, body.asset, member.memberId);
  const everyoneToday = await withdrawnToday(tx, body.asset);
  const approvalReason: WithdrawalApprovalReason | null = !context.hotWallet
    ? 'noHotWallet'
    : memberToday + amount > rule.memberDailyLimit
      ? 'memberDailyLimit'
      : everyoneToday + amount > rule.dailyLimit
        ? 'dailyLimit'
        : null;

  const id = randomUUID();
  const ids = withdrawalLedgerIds(id);
  const row = await insertWithdrawal(tx, {
    id,
    memberId: member.memberId,
    asset: body.asset,
    chainId: chain.chainId,
    toAddress: member.address,
    tokenAddress: token.address,
    amount: amount.toString(),
    fee: rule.fee.toString(),
    tokenAmount: (received / scale).toString(),
    status: approvalReason ? 'awaitingApproval' : 'queued',
    approvalReason,
    holdId: ids.hold,
    feeHoldId: rule.fee > 0n ? ids.feeHold : null,
  });
  try {
    await freezeWithdrawal(tx, { id, memberId: member.memberId, asset: body.asset, amount, fee: rule.fee });
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'insufficientFunds')
      throw new ApiError('insufficientBalance');
    throw error;
  }
  return withdrawalView(row);
}

/** The member's own withdrawals, newest first. */
export async function memberWithdrawals(
  db: Db,
  memberId: number,
  query: z.output<typeof withdrawalListRequest>,
): Promise<WithdrawalListResponse> {
  const { rows, total } = await listWithdrawals(db, {
    memberId,
    asset: query.asset,
    status: query.status,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { list: rows.map(withdrawalView), total, page: query.page, limit: query.limit };
}

/** Every member's withdrawals in one status (by default those awaiting approval), newest first. */
export async function operatorWithdrawals(
  db: Db,
  query: z.output<typeof operatorWithdrawalListRequest>,
): Promise<OperatorWithdrawalListResponse> {
  const { rows, total } = await listWithdrawals(db, {
    status: query.status,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { list: rows.map(operatorView), total, page: query.page, limit: query.limit };
}

/**
 * An operator's decision on a withdrawal awaiting approval: queue it for the hot wallet, or return
 * the funds. Runs in the caller's transaction (with the Idempotency-Key's answer).
 */
export async function decideWithdrawal(
  tx: Db,
  operator: string,
  id: string,
  decision: 'approve' | 'reject',
): Promise<OperatorWithdrawalRecord> {
  const moved =
    decision === 'approve'
      ? await approveWithdrawal(tx, id, operator)
      : await rejectWithdrawal(tx, id, operator);
  if (!moved) {
    throw (await findWithdrawal(tx, id))
      ? new ApiError('withdrawalNotAwaitingApproval')
      : new ApiError('withdrawalNotFound');
  }
  const row = await findWithdrawalWithMember(tx, id);
  if (!row) throw new ApiError('withdrawalNotFound');
  return operatorView(row);
}

export function withdrawalView(row: WithdrawalRow): WithdrawalRecord {
  const amount = BigInt(row.amount);
  const fee = BigInt(row.fee);
  return {
    id: row.id,
    asset: row.asset as WithdrawalRecord['asset'],
    chainId: row.chainId as WithdrawalRecord['chainId'],
    to: row.toAddress,
    amount: amount.toString(),
    fee: fee.toString(),
    received: (amount - fee).toString(),
    status: row.status,
    txHash: row.txHash,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function operatorView(row: WithdrawalRow & { memberAddress: string }): OperatorWithdrawalRecord {
  return {
    ...withdrawalView(row),
    member: row.memberAddress,
    approvalReason: row.approvalReason as WithdrawalApprovalReason | null,
    failureReason: row.failureReason,
    decidedBy: row.decidedBy,
  };
}
