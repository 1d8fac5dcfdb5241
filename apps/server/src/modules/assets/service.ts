import { ASSETS, type Asset } from '@colony/contract/assets';
import { INCOME_KINDS, INCOME_RETURN_KINDS, INCOME_TYPES } from '@colony/contract/ledger-kinds';
import type { IncomeTotals, MemberAssets, MoneyLogResponse, moneyLogRequest } from '@colony/contract/money';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { ledger } from '../../ledger/ledger.ts';
import type { SettlementClock } from '../../settlement/calendar.ts';
import { fuelOf, nextOutputAt } from '../avatars/service.ts';
import { findCounterparties, sumByKind } from './queries.ts';

type MoneyLogBody = z.output<typeof moneyLogRequest>;

/**
 * Balances of every asset, fuel, when the avatars next produce, and income by type, as the Assets
 * page shows them (income: what the member received of each type's kind, less what left them as
 * its correction, `INCOME_RETURN_KINDS`).
 */
export async function memberAssets(db: Db, clock: SettlementClock, memberId: number): Promise<MemberAssets> {
  const balances = await ledger.balances(db, memberId);
  const returnKinds = Object.values(INCOME_RETURN_KINDS);
  const totals = await sumByKind(db, memberId, [...Object.values(INCOME_KINDS), ...returnKinds]);
  const income = Object.fromEntries(
    INCOME_TYPES.map((type) => {
      const of = (kind: string | undefined, asset: Asset) =>
        totals.find((row) => row.kind === kind && row.asset === asset);
      return [
        type,
        ASSETS.flatMap((asset) => {
          const net =
            (of(INCOME_KINDS[type], asset)?.received ?? 0n) -
            (of(INCOME_RETURN_KINDS[type], asset)?.paid ?? 0n);
          return net > 0n ? [{ asset, amount: net.toString() }] : [];
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
    nextOutputAt: (await nextOutputAt(db, clock, memberId))?.toISOString() ?? null,
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
