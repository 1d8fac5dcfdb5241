import { ASSETS, type Asset } from '@colony/contract/assets';
import {
  INCOME_KINDS,
  INCOME_TYPES,
  type IncomeTotals,
  type MemberAssets,
  type MoneyLogResponse,
  type moneyLogRequest,
} from '@colony/contract/money';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { ledger } from '../../ledger/ledger.ts';
import { fuelOf } from '../avatars/service.ts';
import { findCounterparties, sumReceivedByKind } from './queries.ts';

type MoneyLogBody = z.output<typeof moneyLogRequest>;

/** Balances of every asset, fuel and income by type, as the Assets page shows them. */
export async function memberAssets(db: Db, memberId: number): Promise<MemberAssets> {
  const balances = await ledger.balances(db, memberId);
  const received = await sumReceivedByKind(db, memberId, Object.values(INCOME_KINDS));
  const income = Object.fromEntries(
    INCOME_TYPES.map((type) => {
      const totals = received.filter((row) => row.kind === INCOME_KINDS[type]);
      const byAsset = (asset: Asset) => totals.find((row) => row.asset === asset);
      return [
        type,
        ASSETS.flatMap((asset) => {
          const row = byAsset(asset);
          return row ? [{ asset, amount: row.total }] : [];
        }),
      ];
    }),
  ) as IncomeTotals;
  return {
    assets: balances.map((balance) => ({
      asset: balance.asset,
      available: balance.available.toString(),
      frozen: balance.frozen.toString(),
    })),
    fuel: (await fuelOf(db, memberId)).toString(),
    income,
  };
}

/** The member's own journal, newest first, filtered by asset and kind. */
export async function moneyLog(db: Db, memberId: number, query: MoneyLogBody): Promise<MoneyLogResponse> {
  const { entries, total } = await ledger.statement(db, memberId, {
    asset: query.asset,
    kinds: query.kind ? [query.kind] : undefined,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const counterparties = await findCounterparties(
    db,
    memberId,
    entries.map((entry) => entry.id),
  );
  return {
    list: entries.map((entry) => ({
      id: entry.id,
      time: entry.createdAt.toISOString(),
      asset: entry.asset,
      amount: entry.amount.toString(),
      kind: entry.kind,
      phase: entry.phase,
      fee: entry.fee === null ? null : entry.fee.toString(),
      reference: entry.reference,
      counterparty: counterparties.get(entry.id) ?? null,
      balanceAfter: entry.availableAfter.toString(),
    })),
    total,
    page: query.page,
    limit: query.limit,
  };
}
