import type { Stablecoin } from '@colony/contract/assets';
import type { AvatarKind, OrderFailure, OrderStatus } from '@colony/contract/avatars';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { colonyNow, colonyTodayIn, type SettlementClock } from '../../settlement/calendar.ts';
import { firstActivityDayIn } from '../../settlement/queries.ts';
import { OUTPUT_DAY, productionAsOf } from './production.ts';

export interface OrderRow {
  id: string;
  memberId: number;
  avatarId: number;
  avatarKind: AvatarKind;
  asset: Stablecoin;
  amount: bigint;
  status: OrderStatus;
  queueSeq: number | null;
  expiresAt: Date | null;
  pendingTransferId: string | null;
  queueWanted: boolean;
  paymentChainId: number | null;
  paymentTxHash: string | null;
  failure: OrderFailure | null;
  ownedAvatarId: number | null;
  createdAt: Date;
  settledAt: Date | null;
  /** Live place while queued. */
  ahead: number | null;
  rank: number | null;
  queued: number | null;
}

interface RawOrderRow {
  id: string;
  member_id: number;
  avatar_id: number;
  avatar_kind: AvatarKind;
  asset: Stablecoin;
  amount: string;
  status: OrderStatus;
  queue_seq: string | number | null;
  expires_at: Date | string | null;
  pending_transfer_id: string | null;
  queue_wanted: boolean;
  payment_chain_id: number | null;
  payment_tx_hash: string | null;
  failure: OrderFailure | null;
  owned_avatar_id: string | number | null;
  created_at: Date | string;
  settled_at: Date | string | null;
  ahead: number | null;
  rank: number | null;
  queued: number | null;
}

const date = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

function toOrder(row: RawOrderRow): OrderRow {
  return {
    id: row.id,
    memberId: Number(row.member_id),
    avatarId: Number(row.avatar_id),
    avatarKind: row.avatar_kind,
    asset: row.asset,
    amount: BigInt(row.amount),
    status: row.status,
    queueSeq: row.queue_seq === null ? null : Number(row.queue_seq),
    expiresAt: date(row.expires_at),
    pendingTransferId: row.pending_transfer_id,
    queueWanted: row.queue_wanted,
    paymentChainId: row.payment_chain_id === null ? null : Number(row.payment_chain_id),
    paymentTxHash: row.payment_tx_hash,
    failure: row.failure,
    ownedAvatarId: row.owned_avatar_id === null ? null : Number(row.owned_avatar_id),
    createdAt: new Date(row.created_at),
    settledAt: date(row.settled_at),
    ahead: row.ahead === null ? null : Number(row.ahead),
    rank: row.rank === null ? null : Number(row.rank),
    queued: row.queued === null ? null : Number(row.queued),
  };
}

/** An order's columns plus its live queue place (people ahead, network-wide rank, queued for its avatar). */
const ORDER_SELECT = sql`
  select o.id, o.member_id, o.avatar_id, o.avatar_kind, o.asset, o.amount::text, o.status, o.queue_seq, o.expires_at,
    o.pending_transfer_id, o.queue_wanted, o.payment_chain_id, o.payment_tx_hash, o.failure, o.owned_avatar_id,
    o.created_at, o.settled_at,
    case when o.status = 'queued' then (select count(*)::int from avatar_order q
      where q.status = 'queued' and q.avatar_id = o.avatar_id and q.queue_seq < o.queue_seq) end as ahead,
    case when o.status = 'queued' then (select count(*)::int + 1 from avatar_order q
      where q.status = 'queued' and q.queue_seq < o.queue_seq) end as rank,
    case when o.status = 'queued' then (select count(*)::int from avatar_order q
      where q.status = 'queued' and q.avatar_id = o.avatar_id) end as queued
  from avatar_order o`;

export async function findOrder(db: Db, memberId: number, id: string): Promise<OrderRow | undefined> {
  const [row] = await rows<RawOrderRow>(
    db,
    sql`${ORDER_SELECT} where o.id = ${id} and o.member_id = ${memberId}`,
  );
  return row ? toOrder(row) : undefined;
}

export async function listOrders(
  db: Db,
  memberId: number,
  query: { status?: OrderStatus; limit: number; offset: number },
): Promise<{ orders: OrderRow[]; total: number }> {
  const filter = query.status ? sql` and o.status = ${query.status}` : sql``;
  const [list, counted] = await Promise.all([
    rows<RawOrderRow>(
      db,
      sql`${ORDER_SELECT} where o.member_id = ${memberId}${filter}
          order by o.created_at desc, o.id desc limit ${query.limit} offset ${query.offset}`,
    ),
    rows<{ total: number }>(
      db,
      sql`select count(*)::int as total from avatar_order o where o.member_id = ${memberId}${filter}`,
    ),
  ]);
  return { orders: list.map(toOrder), total: Number(counted[0]?.total ?? 0) };
}

/**
 * Holds the member's row until the transaction ends: one purchase decision per member at a time.
 * `no key update`, not `update`: the member's other writes record rows that name the member (their
 * Idempotency-Key's answer, a team event, a deposit) after moving the balance a purchase waits for,
 * and a hold that kept those out would make the two wait for each other until one failed.
 */
export async function lockMember(tx: Db, memberId: number): Promise<void> {
  await tx.execute(sql`select 1 from member where id = ${memberId} for no key update`);
}

/** Guide avatars the member holds, has queued or is paying for from the wallet. */
export async function guidesHeld(tx: Db, memberId: number): Promise<number> {
  const [row] = await rows<{ held: number }>(
    tx,
    sql`select
      (select count(*)::int from member_avatar where member_id = ${memberId} and kind = 'guide')
      + (select count(*)::int from avatar_order where member_id = ${memberId} and avatar_kind = 'guide'
          and status in ('queued', 'awaitingPayment')) as held`,
  );
  return Number(row?.held ?? 0);
}

/**
 * The day sales count against now, and whether they are open: the colony day, or the day after
 * the last one whose queue was served if that is later (days settled ahead, in development). Sales
 * of a day open once the queue was served into its supply, so queued members come first. Before a
 * colony's first settlement they are open only on its first day: once a day with sales, queue
 * entries or stakes has ended, its settlement (which serves that queue into today's supply) comes
 * first, as it would for a colony that has settled before.
 */
export async function saleDay(db: Db, clock: SettlementClock): Promise<{ day: string; open: boolean }> {
  const [row] = await rows<{ day: string; open: boolean }>(
    db,
    sql`with served as (select max(day) as day from settlement_step where step = 'serve_queue'),
      today as (select ${colonyTodayIn(clock)} as day)
      select to_char(greatest(today.day, served.day + 1), 'YYYY-MM-DD') as day,
        case when served.day is not null then served.day + 1 >= today.day
          else coalesce(${firstActivityDayIn(clock)} >= today.day, true) end as open
      from today, served`,
  );
  if (!row) throw new Error('the database did not answer the sale day');
  return { day: row.day, open: row.open };
}

/**
 * Counts one sale against the day's supply if any is left: one statement, so however many
 * purchases race (on however many servers), no more than `supply` pass.
 */
export async function takeSupply(tx: Db, day: string, avatarId: number, supply: number): Promise<boolean> {
  const taken = await rows<{ sold: number }>(
    tx,
    sql`insert into avatar_day_supply (day, avatar_id, sold)
        select ${day}::date, ${avatarId}, 1 where ${supply}::int > 0
        on conflict (day, avatar_id) do update set sold = avatar_day_supply.sold + 1
        where avatar_day_supply.sold < ${supply}::int
        returning sold`,
  );
  return taken.length > 0;
}

/** Avatars sold per catalogue id on a day. */
export async function soldOn(db: Db, day: string): Promise<Map<number, number>> {
  const found = await rows<{ avatar_id: number; sold: number }>(
    db,
    sql`select avatar_id, sold from avatar_day_supply where day = ${day}::date`,
  );
  return new Map(found.map((row) => [Number(row.avatar_id), Number(row.sold)]));
}

/**
 * Holds the queue's door until the transaction ends: entries join one at a time, so each sees every
 * entry before it and the place it is told (people ahead, rank) is its own.
 */
export async function lockQueueArrivals(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('avatar-queue-arrivals', 0))`);
}

/** What a new queue entry for `avatarId` would see: entries ahead and the network-wide rank it would take. */
export async function queueStanding(db: Db, avatarId: number): Promise<{ ahead: number; rank: number }> {
  const [row] = await rows<{ ahead: number; total: number }>(
    db,
    sql`select count(*) filter (where avatar_id = ${avatarId})::int as ahead, count(*)::int as total
        from avatar_order where status = 'queued'`,
  );
  return { ahead: Number(row?.ahead ?? 0), rank: Number(row?.total ?? 0) + 1 };
}

export interface NewOrder {
  id: string;
  memberId: number;
  avatarId: number;
  avatarKind: AvatarKind;
  asset: Stablecoin;
  amount: bigint;
  status: OrderStatus;
  pendingTransferId?: string;
  /** When a queued order leaves the queue unserved. */
  expiresAt?: Date;
  queueWanted?: boolean;
  payment?: { chainId: number; txHash: string };
  failure?: OrderFailure;
  /** A paid order's sale day. */
  saleDay?: string;
}

/** Inserts an order; a queued one takes the next place in the queue and its expiry. */
export async function insertOrder(tx: Db, order: NewOrder): Promise<void> {
  const queued = order.status === 'queued';
  await tx.execute(sql`
    insert into avatar_order
      (id, member_id, avatar_id, avatar_kind, asset, amount, status, queue_seq, expires_at, pending_transfer_id,
       queue_wanted, payment_chain_id, payment_tx_hash, failure, settled_at, sale_day, created_at)
    values (${order.id}, ${order.memberId}, ${order.avatarId}, ${order.avatarKind}, ${order.asset},
      ${order.amount.toString()}::numeric, ${order.status},
      ${queued ? sql`nextval('avatar_queue_seq')` : sql`null`},
      ${queued && order.expiresAt ? order.expiresAt.toISOString() : null}::timestamptz,
      ${order.pendingTransferId ?? null}, ${order.queueWanted ?? false},
      ${order.payment?.chainId ?? null}, ${order.payment?.txHash ?? null}, ${order.failure ?? null},
      ${order.status === 'paid' || order.status === 'failed' ? colonyNow() : sql`null`},
      ${order.saleDay ?? null}::date, ${colonyNow()})`);
}

export interface AvatarTerms {
  totalFuel: bigint;
  dailyBurn: bigint;
  shares: { MM: number; MC: number; UME: number };
}

/** Gives the member the avatar a paid order bought, producing from `firstDay`, and links the order to it. */
export async function insertAvatar(
  tx: Db,
  avatar: {
    memberId: number;
    avatarId: number;
    kind: AvatarKind;
    orderId: string;
    asset: Stablecoin;
    price: bigint;
    firstDay: string;
    terms: AvatarTerms;
  },
): Promise<number> {
  const [row] = await rows<{ id: string | number }>(
    tx,
    sql`with inserted as (
          insert into member_avatar
            (member_id, avatar_id, kind, order_id, asset, price, total_fuel, daily_burn, share_mm, share_mc, share_ume, first_day,
             created_at)
          values (${avatar.memberId}, ${avatar.avatarId}, ${avatar.kind}, ${avatar.orderId}, ${avatar.asset},
            ${avatar.price.toString()}::numeric, ${avatar.terms.totalFuel.toString()}::numeric,
            ${avatar.terms.dailyBurn.toString()}::numeric, ${avatar.terms.shares.MM}, ${avatar.terms.shares.MC},
            ${avatar.terms.shares.UME}, ${avatar.firstDay}::date, ${colonyNow()})
          returning id, order_id
        ), linked as (
          update avatar_order set owned_avatar_id = inserted.id from inserted where avatar_order.id = inserted.order_id
        )
        select id from inserted`,
  );
  if (!row) throw new Error('the avatar was not created');
  return Number(row.id);
}

/**
 * Cancels the member's order if it is queued (answers its frozen transfer to void) or still waiting
 * for a wallet payment (nothing frozen: a deposit arriving later stays on the balance).
 */
export async function cancelOrderRow(
  tx: Db,
  memberId: number,
  id: string,
): Promise<{ pendingTransferId: string | null } | undefined> {
  const [row] = await rows<{ pending_transfer_id: string | null }>(
    tx,
    sql`update avatar_order set status = 'cancelled', settled_at = ${colonyNow()}
        where id = ${id} and member_id = ${memberId} and status in ('queued', 'awaitingPayment')
        returning pending_transfer_id`,
  );
  return row ? { pendingTransferId: row.pending_transfer_id } : undefined;
}

export interface OwnedAvatarRow {
  id: number;
  avatarId: number;
  kind: AvatarKind;
  asset: Stablecoin;
  price: bigint;
  totalFuel: bigint;
  burnedFuel: bigint;
  /** Fuel burned per producing day at level 0 (boosted by the holder's energy level). */
  dailyBurn: bigint;
  output: { MM: bigint; MC: bigint; UME: bigint };
  firstDay: string;
  lastOutputDay: string | null;
  orderId: string;
  createdAt: Date;
}

/** The member's avatars with what each has burned and produced by the last day settled. */
export async function memberAvatars(db: Db, memberId: number): Promise<OwnedAvatarRow[]> {
  const now = productionAsOf('a', OUTPUT_DAY);
  const found = await rows<{
    id: string | number;
    avatar_id: number;
    kind: AvatarKind;
    asset: Stablecoin;
    price: string;
    total_fuel: string;
    burned_fuel: string;
    daily_burn: string;
    output_mm: string;
    output_mc: string;
    output_ume: string;
    first_day: string;
    last_output_day: string | null;
    order_id: string;
    created_at: Date | string;
  }>(
    db,
    sql`select a.id, a.avatar_id, a.kind, a.asset, a.price::text, a.total_fuel::text,
          ${now.burned}::text as burned_fuel, a.daily_burn::text, ${now.MM}::text as output_mm,
          ${now.MC}::text as output_mc, ${now.UME}::text as output_ume,
          to_char(a.first_day, 'YYYY-MM-DD') as first_day,
          to_char(${now.lastOutputDay}, 'YYYY-MM-DD') as last_output_day, a.order_id, a.created_at
        from member_avatar a where a.member_id = ${memberId} order by a.id desc`,
  );
  return found.map((row) => ({
    id: Number(row.id),
    avatarId: Number(row.avatar_id),
    kind: row.kind,
    asset: row.asset,
    price: BigInt(row.price),
    totalFuel: BigInt(row.total_fuel),
    burnedFuel: BigInt(row.burned_fuel),
    dailyBurn: BigInt(row.daily_burn),
    output: { MM: BigInt(row.output_mm), MC: BigInt(row.output_mc), UME: BigInt(row.output_ume) },
    firstDay: row.first_day,
    lastOutputDay: row.last_output_day,
    orderId: row.order_id,
    createdAt: new Date(row.created_at),
  }));
}

/**
 * Whether the member holds an avatar with fuel left after the last day settled. The output step
 * writes no avatar row, so this reads the day its statement starts on: a sale made while that step
 * commits is judged by the day before (the team audit allows for it, `becameEffectiveOn`).
 */
export async function holdsFuelLeft(tx: Db, memberId: number): Promise<boolean> {
  const [row] = await rows<{ held: number }>(
    tx,
    sql`select count(*)::int as held from (
          select 1 from member_avatar a
          where a.member_id = ${memberId} and ${productionAsOf('a', OUTPUT_DAY).fuelLeft}
        ) fuelled`,
  );
  return Number(row?.held ?? 0) > 0;
}

/** Remaining fuel of all the member's avatars (the Assets page's "fuel"). */
export async function remainingFuel(db: Db, memberId: number): Promise<bigint> {
  const [row] = await rows<{ fuel: string | null }>(
    db,
    sql`select sum(a.total_fuel - ${productionAsOf('a', OUTPUT_DAY).burned})::text as fuel
        from member_avatar a where a.member_id = ${memberId}`,
  );
  return BigInt(row?.fuel ?? '0');
}

/**
 * The first colony day, today or later, on which one of the member's avatars with fuel left
 * produces (its settlement pays the output); null when none has fuel left.
 */
export async function nextOutputDay(
  db: Db,
  memberId: number,
  clock: SettlementClock,
): Promise<string | null> {
  const [row] = await rows<{ day: string | null }>(
    db,
    sql`select to_char(min(greatest(a.first_day, ${OUTPUT_DAY} + 1, ${colonyTodayIn(clock)})), 'YYYY-MM-DD') as day
        from member_avatar a
        where a.member_id = ${memberId} and ${productionAsOf('a', OUTPUT_DAY).fuelLeft}`,
  );
  return row?.day ?? null;
}

/** What the member's avatars produced so far, MM, MC and UME together (base units). */
export async function producedOutput(db: Db, memberId: number): Promise<bigint> {
  const now = productionAsOf('a', OUTPUT_DAY);
  const [row] = await rows<{ output: string | null }>(
    db,
    sql`select sum(${now.MM} + ${now.MC} + ${now.UME})::text as output from member_avatar a where a.member_id = ${memberId}`,
  );
  return BigInt(row?.output ?? '0');
}

export interface StoredEnergy {
  level: number;
  /** The boost the settlements apply at this level, in basis points. */
  boostBps: number;
  day: string;
  minted: bigint;
  redeemed: bigint;
  directMinted: bigint;
  directRedeemed: bigint;
  zoneMinted: bigint;
  zoneRedeemed: bigint;
}

/** The energy level the last settlement computed for the member, with the figures it came from. */
export async function energyOf(db: Db, memberId: number): Promise<StoredEnergy | undefined> {
  const [row] = await rows<{
    level: number;
    boost_bps: number;
    day: string;
    minted: string;
    redeemed: string;
    direct_minted: string;
    direct_redeemed: string;
    zone_minted: string;
    zone_redeemed: string;
  }>(
    db,
    sql`select level, boost_bps,
          to_char(greatest(day, (select max(day) from settlement_step where step = 'energy')), 'YYYY-MM-DD') as day,
          minted::text, redeemed::text, direct_minted::text,
          direct_redeemed::text, zone_minted::text, zone_redeemed::text
        from member_energy where member_id = ${memberId}`,
  );
  return row
    ? {
        level: Number(row.level),
        boostBps: Number(row.boost_bps),
        day: row.day,
        minted: BigInt(row.minted),
        redeemed: BigInt(row.redeemed),
        directMinted: BigInt(row.direct_minted),
        directRedeemed: BigInt(row.direct_redeemed),
        zoneMinted: BigInt(row.zone_minted),
        zoneRedeemed: BigInt(row.zone_redeemed),
      }
    : undefined;
}

/** Serialises everything about one wallet payment (its order and its deposit) until the transaction ends. */
export async function lockPayment(tx: Db, chainId: number, txHash: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`payment:${chainId}:${txHash}`}, 0))`);
}

/** Whether the member's deposit from this transaction is already credited. */
export async function orderPaidBy(
  tx: Db,
  memberId: number,
  chainId: number,
  txHash: string,
): Promise<boolean> {
  const found = await rows<{ one: number }>(
    tx,
    sql`select 1 as one from deposit
        where chain_id = ${chainId} and tx_hash = ${txHash} and member_id = ${memberId} and transfer_id is not null
        limit 1`,
  );
  return found.length > 0;
}

/** The member's wallet order still waiting for the deposit of this transaction. */
export async function awaitingWalletOrder(
  tx: Db,
  memberId: number,
  chainId: number,
  txHash: string,
): Promise<string | undefined> {
  const [row] = await rows<{ id: string }>(
    tx,
    sql`select id from avatar_order
        where member_id = ${memberId} and payment_chain_id = ${chainId} and payment_tx_hash = ${txHash}
          and status = 'awaitingPayment'`,
  );
  return row?.id;
}

/** A wallet order still waiting for its deposit, locked for the transaction. */
export async function awaitingOrderById(
  tx: Db,
  id: string,
): Promise<
  | {
      memberId: number;
      avatarId: number;
      asset: Stablecoin;
      queueWanted: boolean;
      payment: { chainId: number; txHash: string };
    }
  | undefined
> {
  const [row] = await rows<{
    member_id: number;
    avatar_id: number;
    asset: Stablecoin;
    queue_wanted: boolean;
    payment_chain_id: number;
    payment_tx_hash: string;
  }>(
    tx,
    sql`select member_id, avatar_id, asset, queue_wanted, payment_chain_id, payment_tx_hash from avatar_order
        where id = ${id} and status = 'awaitingPayment' for update`,
  );
  return row
    ? {
        memberId: Number(row.member_id),
        avatarId: Number(row.avatar_id),
        asset: row.asset,
        queueWanted: row.queue_wanted,
        payment: { chainId: Number(row.payment_chain_id), txHash: row.payment_tx_hash },
      }
    : undefined;
}

/** What a transaction paid the member's balance in one stablecoin: its credited deposits, in ledger base units. */
export async function paidByTransaction(
  tx: Db,
  payment: { memberId: number; chainId: number; txHash: string; asset: Stablecoin },
): Promise<bigint> {
  const [row] = await rows<{ paid: string | null }>(
    tx,
    sql`select sum(amount)::text as paid from deposit
        where chain_id = ${payment.chainId} and tx_hash = ${payment.txHash} and member_id = ${payment.memberId}
          and asset = ${payment.asset} and transfer_id is not null`,
  );
  return BigInt(row?.paid ?? '0');
}

/** Moves a wallet order on from awaiting its payment: bought, queued (with its place and hold) or failed. */
export async function settleWalletOrder(
  tx: Db,
  id: string,
  outcome:
    | { status: 'paid'; saleDay: string }
    | { status: 'queued'; pendingTransferId: string; expiresAt: Date }
    | { status: 'failed'; failure: OrderFailure },
): Promise<void> {
  const set =
    outcome.status === 'queued'
      ? sql`status = 'queued', queue_seq = nextval('avatar_queue_seq'),
          expires_at = ${outcome.expiresAt.toISOString()}::timestamptz,
          pending_transfer_id = ${outcome.pendingTransferId}`
      : outcome.status === 'failed'
        ? sql`status = 'failed', failure = ${outcome.failure}, settled_at = ${colonyNow()}`
        : sql`status = 'paid', settled_at = ${colonyNow()}, sale_day = ${outcome.saleDay}::date`;
  await tx.execute(sql`update avatar_order set ${set} where id = ${id} and status = 'awaitingPayment'`);
}
