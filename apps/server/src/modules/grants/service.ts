import { ASSET_DECIMALS, type Asset, formatUnits } from '@colony/contract/assets';
import type {
  AirdropResponse,
  airdropRequest,
  TreasuryFundResponse,
  treasuryFundRequest,
} from '@colony/contract/grants';
import { getAddress } from 'viem';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { EconomyConfig } from '../../economy/config.ts';
import { ApiError } from '../../http/api-error.ts';
import { ledger } from '../../ledger/ledger.ts';
import type { AuthenticatedSession } from '../auth/service.ts';
import { findMemberByAddress } from '../members/queries.ts';
import { transferView } from '../transfers/transfer-record.ts';

type AirdropBody = z.output<typeof airdropRequest>;
type TreasuryFundBody = z.output<typeof treasuryFundRequest>;

function refuseAboveMaximum(amount: bigint, maximum: bigint, asset: Asset): void {
  if (amount <= maximum) return;
  throw new ApiError(
    'grantAboveMaximum',
    { asset, max: maximum.toString() },
    { max: `${formatUnits(maximum, ASSET_DECIMALS[asset])} ${asset}` },
  );
}

/**
 * An operator's airdrop: new resources (MM, MC or UME) from the `emission` account to a member,
 * kind `airdrop`, the reason as the journal reference. At most the configured amount per grant;
 * the recipient must be a member.
 */
export async function grantAirdrop(
  tx: Db,
  economy: EconomyConfig,
  operator: AuthenticatedSession,
  body: AirdropBody,
): Promise<AirdropResponse> {
  const amount = BigInt(body.amount);
  refuseAboveMaximum(amount, economy.grants.airdrop[body.asset], body.asset);
  const recipient = await findMemberByAddress(tx, getAddress(body.to));
  if (!recipient) throw new ApiError('recipientUnknown');
  const record = await ledger.transfer(tx, {
    asset: body.asset,
    from: { system: 'emission' },
    to: { member: recipient.id },
    amount,
    kind: 'airdrop',
    reference: body.reason,
  });
  return transferView(record, {
    from: 'emission',
    to: recipient.address,
    caller: recipient.id === operator.memberId ? 'to' : null,
  });
}

/**
 * Records stablecoins the colony itself sent to the treasury wallet: `world` to `treasury`, kind
 * `treasury_funding`. The treasury pays the trader's buy-backs and the swaps' other side and
 * never goes below zero, so without funding they are refused.
 */
export async function fundTreasury(
  tx: Db,
  economy: EconomyConfig,
  body: TreasuryFundBody,
): Promise<TreasuryFundResponse> {
  const amount = BigInt(body.amount);
  refuseAboveMaximum(amount, economy.grants.treasuryFunding[body.asset], body.asset);
  const record = await ledger.transfer(tx, {
    asset: body.asset,
    from: { system: 'world' },
    to: { system: 'treasury' },
    amount,
    kind: 'treasury_funding',
    reference: body.reason,
  });
  return transferView(record, { from: 'world', to: 'treasury', caller: null });
}
