import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { colonyTodayIn, type SettlementClock } from '../../settlement/calendar.ts';
import {
  insertJoinEvent,
  insertSaleEvent,
  insertSaleEvents,
  lockMembersForSales,
  type SaleEvent,
} from './queries.ts';

// ---------------------------------------------------------------------------
// Recording, in the transaction of the sign-up or the sale

/** A member joined below their superior: their team's figures count them from now. */
export function recordJoin(tx: Db, memberId: number, clock: SettlementClock): Promise<void> {
  return insertJoinEvent(tx, memberId, colonyTodayIn(clock));
}

/**
 * A paid sale counting on `day`; `becameEffective` when it gives the buyer their only avatar with
 * fuel left. The caller holds the buyer's member row locked (every purchase does).
 */
export function recordSale(tx: Db, sale: SaleEvent): Promise<void> {
  return insertSaleEvent(tx, sale);
}

/**
 * Before sales are recorded set-based: locks the buyers `buyers` selects (`member_id`), so their
 * places in the team order hold and their own purchases wait until this transaction ends. Take it
 * before anything a purchase also locks (balances, supply), so neither waits for the other in turn.
 */
export function holdBuyers(tx: Db, buyers: SQL): Promise<void> {
  return lockMembersForSales(tx, buyers);
}

/**
 * The sales `sales` selects (`member_id, day, performance, became_effective`), after `holdBuyers`
 * for the same buyers, so `became_effective` is read as the buyers' own purchases leave it.
 */
export function recordSales(tx: Db, sales: SQL): Promise<number> {
  return insertSaleEvents(tx, sales);
}
