import { randomUUID } from 'node:crypto';
import { ASSET_DECIMALS, formatUnits } from '@colony/contract/assets';
import type {
  ConfirmTransResponse,
  confirmTransRequest,
  TransMoneyLogResponse,
  transMoneyLogRequest,
} from '@colony/contract/money';
import { getAddress } from 'viem';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { EconomyConfig } from '../../economy/config.ts';
import { ApiError } from '../../http/api-error.ts';
import { LedgerError, ledger } from '../../ledger/ledger.ts';
import type { AuthenticatedSession } from '../auth/service.ts';
import { findMemberByAddress } from '../members/queries.ts';
import { findMemberTransfers } from './queries.ts';
import { transferView } from './transfer-record.ts';

type ConfirmTransBody = z.output<typeof confirmTransRequest>;
type TransMoneyLogBody = z.output<typeof transMoneyLogRequest>;

/** Sends value to another member by address: configured minimum, never to oneself, never overdrawn. */
export async function confirmTransfer(
  tx: Db,
  economy: EconomyConfig,
  sender: AuthenticatedSession,
  body: ConfirmTransBody,
): Promise<ConfirmTransResponse> {
  const amount = BigInt(body.amount);
  const rule = economy.transfers[body.asset];
  if (!rule.transferable) throw new ApiError('cannotTransfer', { asset: body.asset });
  if (amount < rule.minimum) {
    const min = `${formatUnits(rule.minimum, ASSET_DECIMALS[body.asset])} ${body.asset}`;
    throw new ApiError('transferBelowMinimum', { asset: body.asset, min: rule.minimum.toString() }, { min });
  }
  const to = getAddress(body.to);
  if (to === sender.address) throw new ApiError('transferToSelf');
  const recipient = await findMemberByAddress(tx, to);
  if (!recipient) throw new ApiError('recipientUnknown');
  // The transfer is its own record: its id, answered here and listed in both members' histories, is its reference.
  const id = randomUUID();
  try {
    const record = await ledger.transfer(tx, {
      id,
      asset: body.asset,
      from: { member: sender.memberId },
      to: { member: recipient.id },
      amount,
      kind: 'transfer',
      reference: id,
    });
    return transferView(record, { from: sender.address, to: recipient.address, caller: 'from' });
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'insufficientFunds')
      throw new ApiError('insufficientBalance');
    throw error;
  }
}

/** The member's own transfers with other members, newest first. */
export async function transferHistory(
  db: Db,
  memberId: number,
  query: TransMoneyLogBody,
): Promise<TransMoneyLogResponse> {
  const { rows, total } = await findMemberTransfers(db, memberId, {
    asset: query.asset,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    list: rows.map((row) => ({
      id: row.id,
      time: new Date(row.created_at).toISOString(),
      asset: row.asset,
      amount: row.amount,
      direction: row.direction,
      counterparty: row.counterparty,
      balanceAfter: row.balance_after,
    })),
    total,
    page: query.page,
    limit: query.limit,
  };
}
