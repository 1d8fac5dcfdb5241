import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { colonyNow } from '../../settlement/calendar.ts';
import { type FoldFigures, foldTeamFigures, redeemedByMember } from '../team/queries.ts';
import { avatarHolders } from './holdings-queries.ts';
import { OUTPUT_DAY, productionAsOf } from './production.ts';

/**
 * The avatars' steps of the daily settlement, each a few set-based statements over every row
 * (no loop of round trips), run inside the settlement runner's transaction.
 */

/** Per catalogue avatar: supply for queue service, and the terms a served avatar gets. */
export interface CatalogueTerms {
  avatarId: number;
  /** Supply of the day being served into; 0 for an avatar not for sale. */
  dailySupply: number;
  fuelMultiplierBps: number;
  dailyYieldBps: number;
  shares: { MM: number; MC: number; UME: number };
}

function catalogueValues(terms: CatalogueTerms[]): SQL {
  if (terms.length === 0)
    return sql`select null::int as avatar_id, 0 as supply, 0 as mult, 0 as yield, 0 as mm, 0 as mc, 0 as ume where false`;
  return sql`select * from (values ${sql.join(
    terms.map(
      (t) =>
        sql`(${t.avatarId}::int, ${t.dailySupply}::int, ${t.fuelMultiplierBps}::int, ${t.dailyYieldBps}::int, ${t.shares.MM}::int, ${t.shares.MC}::int, ${t.shares.UME}::int)`,
    ),
    sql`, `,
  )}) as c(avatar_id, supply, mult, yield, mm, mc, ume)`;
}

/** Queued orders whose retention ran out before `endsAt` leave the queue; answers how many and what they froze. */
export async function expireQueueEntries(
  tx: Db,
  day: string,
  endsAt: Date,
): Promise<{ expired: number; amount: string }> {
  const [row] = await rows<{ expired: number; amount: string | null }>(
    tx,
    sql`with expired as (
          update avatar_order set status = 'expired', settled_day = ${day}::date, settled_at = ${colonyNow()}
          where status = 'queued' and expires_at < ${endsAt.toISOString()}::timestamptz
          returning amount
        )
        select count(*)::int as expired, sum(amount)::text as amount from expired`,
  );
  return { expired: Number(row?.expired ?? 0), amount: row?.amount ?? '0' };
}

/**
 * Wallet orders still waiting for their payment a day after they were made fail: no deposit from
 * their transaction was credited (it reverted, or never was), and a guide's place is given back.
 */
export async function failUnpaidWalletOrders(tx: Db, endsAt: Date): Promise<number> {
  const [row] = await rows<{ failed: number }>(
    tx,
    sql`with failed as (
          update avatar_order set status = 'failed', failure = 'paymentNotFound', settled_at = ${colonyNow()}
          where status = 'awaitingPayment' and created_at < ${endsAt.toISOString()}::timestamptz - interval '1 day'
          returning 1
        )
        select count(*)::int as failed from failed`,
  );
  return Number(row?.failed ?? 0);
}

/** The frozen transfers of the orders a step of `day` expired. */
export const expiredPendingTransfers = (day: string) =>
  sql`select pending_transfer_id as id from avatar_order where status = 'expired' and settled_day = ${day}::date`;

/**
 * The entries a serving holds for one avatar: every entry still queued up to `lastSeq`, locked by
 * the serving's transaction.
 */
export interface QueueHead {
  avatarId: number;
  lastSeq: number;
}

/** What the supply of `serveDay` has left per catalogue avatar: a select of `(avatar_id, room)`. */
const roomLeft = (serveDay: string, terms: CatalogueTerms[]) =>
  sql`with catalogue as (${catalogueValues(terms)})
      select c.avatar_id, greatest(c.supply - coalesce(d.sold, 0), 0) as room
      from catalogue c left join avatar_day_supply d on d.day = ${serveDay}::date and d.avatar_id = c.avatar_id`;

/**
 * Locks the head of each avatar's queue: the first entries, in queue order, that the room left in
 * the supply of `serveDay` could take, and nothing behind them. Each round is one statement that
 * locks, per avatar, the next entries after those it holds; an entry a concurrent cancel holds is
 * waited for and, once cancelled, passed over (its place goes to the next in line), so a round
 * that locked fewer than wanted is followed by one for the rest, until the room is covered or the
 * queue is empty. Entries join the queue one at a time (`lockQueueArrivals`), so one that commits
 * later has a later place than every entry held: the head stays the head.
 *
 * The room is read before the supply is locked: it only shrinks (sales only add to `sold`), so the
 * head locked covers what the locked supply leaves, and the buyers held after it cover the served.
 */
export async function lockQueueHeads(
  tx: Db,
  serveDay: string,
  terms: CatalogueTerms[],
): Promise<QueueHead[]> {
  const rooms = await rows<{ avatar_id: number; room: number }>(
    tx,
    sql`select avatar_id, room::int as room from (${roomLeft(serveDay, terms)}) room`,
  );
  const heads = rooms
    .filter((row) => Number(row.room) > 0)
    .map((row) => ({
      avatarId: Number(row.avatar_id),
      room: Number(row.room),
      lastSeq: 0,
      entries: 0,
      open: true,
    }));
  for (;;) {
    const wanted = heads.filter((head) => head.open && head.entries < head.room);
    if (wanted.length === 0) break;
    const locked = await rows<{ avatar_id: number; locked: number; last: string | number | null }>(
      tx,
      sql`with wanted as (
            select * from (values ${sql.join(
              wanted.map(
                (head) =>
                  sql`(${head.avatarId}::int, ${head.lastSeq}::bigint, ${head.room - head.entries}::int)`,
              ),
              sql`, `,
            )}) as w(avatar_id, after_seq, need)
          )
          select w.avatar_id, count(e.queue_seq)::int as locked, max(e.queue_seq) as last
          from wanted w
          cross join lateral (
            select o.queue_seq from avatar_order o
            where o.status = 'queued' and o.avatar_id = w.avatar_id and o.queue_seq > w.after_seq
            order by o.queue_seq limit w.need
            for update
          ) e
          group by w.avatar_id`,
    );
    const byAvatar = new Map(locked.map((row) => [Number(row.avatar_id), row]));
    for (const head of wanted) {
      const row = byAvatar.get(head.avatarId);
      const count = Number(row?.locked ?? 0);
      // None left behind the head: the queue is empty past it.
      if (count === 0 || row?.last == null) head.open = false;
      else {
        head.entries += count;
        head.lastSeq = Number(row.last);
      }
    }
  }
  return heads
    .filter((head) => head.entries > 0)
    .map((head) => ({ avatarId: head.avatarId, lastSeq: head.lastSeq }));
}

/** The entries `heads` holds (`id, member_id, avatar_id, queue_seq`): those still queued up to each head's last. */
function headEntries(heads: QueueHead[]): SQL {
  if (heads.length === 0)
    return sql`select null::uuid as id, null::int as member_id, null::int as avatar_id, null::bigint as queue_seq where false`;
  return sql`select o.id, o.member_id, o.avatar_id, o.queue_seq
    from (values ${sql.join(
      heads.map((head) => sql`(${head.avatarId}::int, ${head.lastSeq}::bigint)`),
      sql`, `,
    )}) as h(avatar_id, last_seq)
    join avatar_order o on o.status = 'queued' and o.avatar_id = h.avatar_id and o.queue_seq <= h.last_seq`;
}

/** The members with an entry in `heads`: those the serving may sell to. */
export const queuedBuyers = (heads: QueueHead[]) =>
  sql`select distinct member_id from (${headEntries(heads)}) held`;

/**
 * Serves the queue into the supply of `serveDay`, first come first served per avatar, up to what
 * that day's supply has left: of the entries `lockQueueHeads` locked, the first the locked room
 * takes become paid, counted in that day's supply.
 */
export async function serveQueueEntries(
  tx: Db,
  day: string,
  serveDay: string,
  terms: CatalogueTerms[],
  heads: QueueHead[],
): Promise<{ served: number; amount: string }> {
  // The day's supply rows exist and are locked before the room left is read: a purchase counting
  // against the same day waits, so the queue and the sales together never pass the supply.
  await tx.execute(sql`
    with catalogue as (${catalogueValues(terms)})
    insert into avatar_day_supply (day, avatar_id, sold)
    select ${serveDay}::date, avatar_id, 0 from catalogue
    on conflict (day, avatar_id) do nothing`);
  await tx.execute(
    sql`select 1 from avatar_day_supply where day = ${serveDay}::date order by avatar_id for update`,
  );
  if (heads.length === 0) return { served: 0, amount: '0' };
  const [row] = await rows<{ served: number; amount: string | null }>(
    tx,
    sql`with room as (${roomLeft(serveDay, terms)}),
        ranked as (
          select h.id, h.avatar_id, h.queue_seq,
            row_number() over (partition by h.avatar_id order by h.queue_seq) as n
          from (${headEntries(heads)}) h
        ),
        -- The entries the room takes, each with the id of the avatar it will hold, given in queue
        -- order (the sequence is read over the sorted entries), so the avatars are created without
        -- writing the orders a second time.
        taken as materialized (
          select t.id, nextval(pg_get_serial_sequence('member_avatar', 'id')) as avatar_id
          from (
            select r.id from ranked r join room on room.avatar_id = r.avatar_id
            where r.n <= room.room order by r.queue_seq
          ) t
        ),
        served as (
          update avatar_order o set status = 'paid', settled_day = ${day}::date, settled_at = ${colonyNow()},
            sale_day = ${serveDay}::date, owned_avatar_id = t.avatar_id
          from taken t
          where o.id = t.id and o.status = 'queued'
          returning o.avatar_id, o.amount
        ),
        counted as (
          insert into avatar_day_supply (day, avatar_id, sold)
          select ${serveDay}::date, avatar_id, count(*)::int from served group by avatar_id
          on conflict (day, avatar_id) do update set sold = avatar_day_supply.sold + excluded.sold
        )
        select count(*)::int as served, sum(amount)::text as amount from served`,
  );
  return { served: Number(row?.served ?? 0), amount: row?.amount ?? '0' };
}

/**
 * The sales the step of `day` served, before their avatars are created (`member_id, day,
 * performance, became_effective`): a member's first entry served makes them an effective user
 * when they hold no avatar with fuel left.
 */
export const servedSales = (day: string) =>
  sql`select o.member_id, o.sale_day as day, o.amount as performance,
        (row_number() over (partition by o.member_id order by o.queue_seq) = 1
          and not exists (select 1 from member_avatar a
            where a.member_id = o.member_id and ${productionAsOf('a', OUTPUT_DAY).fuelLeft})) as became_effective
      from avatar_order o
      where o.status = 'paid' and o.sale_day = ${day}::date + 1 and o.settled_day = ${day}::date
        and o.pending_transfer_id is not null`;

/** The frozen transfers of the orders served by the step of `day`. */
export const servedPendingTransfers = (day: string) =>
  sql`select pending_transfer_id as id from avatar_order
      where status = 'paid' and sale_day = ${day}::date + 1 and settled_day = ${day}::date
        and pending_transfer_id is not null`;

/**
 * Gives each order served on `day` the avatar whose id the serving gave it, producing from
 * `firstDay`, with the catalogue's terms.
 */
export async function createServedAvatars(
  tx: Db,
  day: string,
  firstDay: string,
  terms: CatalogueTerms[],
): Promise<number> {
  const [row] = await rows<{ created: number }>(
    tx,
    sql`with catalogue as (${catalogueValues(terms)}),
        created as (
          insert into member_avatar
            (id, member_id, avatar_id, kind, order_id, asset, price, total_fuel, daily_burn, share_mm, share_mc,
             share_ume, first_day, created_at)
          overriding system value
          select o.owned_avatar_id, o.member_id, o.avatar_id, o.avatar_kind, o.id, o.asset, o.amount,
            div(o.amount * c.mult, 10000), div(o.amount * c.yield, 10000), c.mm, c.mc, c.ume, ${firstDay}::date,
            ${colonyNow()}
          from avatar_order o join catalogue c on c.avatar_id = o.avatar_id
          where o.status = 'paid' and o.sale_day = ${day}::date + 1 and o.settled_day = ${day}::date
            and o.pending_transfer_id is not null
            and not exists (select 1 from member_avatar a where a.id = o.owned_avatar_id)
          order by o.queue_seq
          returning 1
        )
        select count(*)::int as created from created`,
  );
  return Number(row?.created ?? 0);
}

/**
 * The avatars' output of `day` (docs/economy.md "Avatar output in closed form"). No avatar row is
 * written for it: what each avatar has produced follows from its row (`production.ts`). Only the
 * avatars whose holder's energy boost the energy step of the day before changed are checkpointed
 * as of the day before at their old boost, and burn at the new one from `day`; an avatar that
 * produces from `day` on or later takes its holder's boost, whenever it was bought. Answers the day's totals (what every avatar produced by the end of `day` less by the
 * end of the day before), which the step credits to `accrued`.
 */
export async function burnFuel(
  tx: Db,
  day: string,
): Promise<{ avatars: number; boosted: number; fuel: string; MM: string; MC: string; UME: string }> {
  const before = sql`${day}::date - 1`;
  const dayBefore = productionAsOf('a', before);
  const [boosted] = await rows<{ boosted: number }>(
    tx,
    sql`with changed as (
          update member_avatar a
          set burned_fuel = ${dayBefore.burned}, output_mm = ${dayBefore.MM}, output_mc = ${dayBefore.MC},
            output_ume = ${dayBefore.UME},
            produced_through = case when a.first_day <= ${before} then greatest(a.produced_through, ${before})
              else a.produced_through end,
            boost_bps = c.boost_bps
          from (
            -- Holders whose level the energy step of the day before changed (it dates the rows it
            -- writes), and avatars that have not produced yet: bought before that step or after it.
            select h.id, e.boost_bps
            from member_energy e join member_avatar h on h.member_id = e.member_id
            where e.day >= ${before} and h.boost_bps <> e.boost_bps and h.fuel_ends_day >= ${day}::date
            union
            select h.id, coalesce(e.boost_bps, 10000)
            from member_avatar h left join member_energy e on e.member_id = h.member_id
            where h.first_day >= ${day}::date and h.boost_bps <> coalesce(e.boost_bps, 10000)
          ) c
          where a.id = c.id
          returning 1
        )
        select count(*)::int as boosted from changed`,
  );
  // Every avatar with fuel left after the day burned its whole rate on it: those are summed per
  // distinct terms (a catalogue's few prices, boosts and shares); those whose fuel ran out on the
  // day, few, by the closed form's difference.
  const now = productionAsOf('a', sql`${day}::date`);
  const [row] = await rows<{
    avatars: number;
    fuel: string | null;
    mm: string | null;
    mc: string | null;
    ume: string | null;
  }>(
    tx,
    sql`with terms as (
          select div(a.daily_burn * a.boost_bps, 10000) as rate, a.share_mm, a.share_mc, a.share_ume, count(*) as n
          from member_avatar a
          where a.first_day <= ${day}::date and a.fuel_ends_day > ${day}::date
          group by a.daily_burn, a.boost_bps, a.share_mm, a.share_mc, a.share_ume
        ),
        days as (
          select sum(n) as avatars, sum(n * rate) as fuel, sum(n * div(rate * share_mm, 10000)) as mm,
            sum(n * div(rate * share_mc, 10000)) as mc, sum(n * div(rate * share_ume, 10000)) as ume
          from terms
          union all
          select count(*), sum(${now.burned} - ${dayBefore.burned}), sum(${now.MM} - ${dayBefore.MM}),
            sum(${now.MC} - ${dayBefore.MC}), sum(${now.UME} - ${dayBefore.UME})
          from member_avatar a
          where a.first_day <= ${day}::date and a.fuel_ends_day = ${day}::date
        )
        select coalesce(sum(avatars), 0)::int as avatars, sum(fuel)::text as fuel, sum(mm)::text as mm,
          sum(mc)::text as mc, sum(ume)::text as ume
        from days`,
  );
  return {
    avatars: Number(row?.avatars ?? 0),
    boosted: Number(boosted?.boosted ?? 0),
    fuel: row?.fuel ?? '0',
    MM: row?.mm ?? '0',
    MC: row?.mc ?? '0',
    UME: row?.ume ?? '0',
  };
}

/**
 * Every avatar holder's energy level from the colony's running totals (SPEC.md §4): one level for
 * minting more than they redeemed, one per step their direct referrals' minted total passes
 * (multiples of those referrals' redemption), one per step their small zone's passes. The figures
 * come from the team fold (`foldTeamFigures`), which this statement runs: minted is the team's
 * personal performance, and the fold sums the redeemed totals over teams and legs beside it, so one
 * pass over the members in the tree's order gives both every member's team figures and every
 * holder's level, however deep the tree. The largest leg is the direct referral's team with the
 * most minted (on a tie, the one that redeemed less, then the earlier member); the small zone is
 * the team without the member and that leg. Answers how many members are at each level, and what
 * the fold did (`keepFrom` as the fold takes it).
 */
export async function recomputeEnergy(
  tx: Db,
  day: string,
  rule: { boostsBps: number[]; directSteps: number[]; zoneSteps: number[] },
  keepFrom: SQL,
): Promise<{ members: number; changed: number; levels: Record<string, number>; fold: FoldFigures }> {
  const steps = (values: number[]) => `{${values.join(',')}}`;
  // How many of the multiples `minted` passes (each `minted > multiple × redeemed`), as one
  // expression rather than a subquery per member.
  const stepsPassed = (minted: SQL, redeemed: SQL, multiples: number[]): SQL =>
    multiples.length === 0
      ? sql`0`
      : sql`(${sql.join(
          multiples.map(
            (multiple) => sql`(case when ${minted} > ${multiple}::int * ${redeemed} then 1 else 0 end)`,
          ),
          sql` + `,
        )})`;
  const { alongside, ...fold } = await foldTeamFigures(
    tx,
    { redeemed: redeemedByMember(), holders: avatarHolders() },
    day,
    keepFrom,
    {
      ctes: sql`energy_levels as (
          select f.member_id, f.personal_performance as minted, f.redeemed,
            f.direct_performance as direct_minted, f.direct_redeemed,
            f.zone_performance as zone_minted, f.zone_redeemed,
            (case when f.personal_performance > f.redeemed then 1 else 0 end)
            + ${stepsPassed(sql`f.direct_performance`, sql`f.direct_redeemed`, rule.directSteps)}
            + ${stepsPassed(sql`f.zone_performance`, sql`f.zone_redeemed`, rule.zoneSteps)} as level
          from figures f
          where f.holds
        ),
        energy_boosted as (
          select l.*, (${steps(rule.boostsBps)}::int[])[l.level + 1] as boost_bps from energy_levels l
        ),
        -- Only rows whose level or figures changed are written (a holder's row stands for every day
        -- since, and the level shown is as of the last energy step): an upsert of every holder would
        -- lock and rewrite each row even when nothing changed.
        energy_changed as (
          select b.* from energy_boosted b left join member_energy e on e.member_id = b.member_id
          where e.member_id is null
            or (e.level, e.boost_bps, e.minted, e.redeemed, e.direct_minted, e.direct_redeemed, e.zone_minted,
                e.zone_redeemed)
              is distinct from (b.level, b.boost_bps, b.minted, b.redeemed, b.direct_minted, b.direct_redeemed,
                b.zone_minted, b.zone_redeemed)
        ),
        energy_saved as (
          insert into member_energy
            (member_id, level, boost_bps, day, minted, redeemed, direct_minted, direct_redeemed, zone_minted, zone_redeemed)
          select member_id, level, boost_bps, ${day}::date, minted, redeemed,
            direct_minted, direct_redeemed, zone_minted, zone_redeemed
          from energy_changed
          on conflict (member_id) do update
            set level = excluded.level, boost_bps = excluded.boost_bps, day = excluded.day,
              minted = excluded.minted, redeemed = excluded.redeemed,
              direct_minted = excluded.direct_minted, direct_redeemed = excluded.direct_redeemed,
              zone_minted = excluded.zone_minted, zone_redeemed = excluded.zone_redeemed
          returning 1
        )`,
      answer: sql`json_build_object(
          'changed', (select count(*) from energy_saved),
          'levels', (select coalesce(json_object_agg(level, members order by level), '{}')
            from (select level, count(*)::int as members from energy_levels group by level) counted))`,
    },
  );
  const answered = alongside as { changed: number; levels: Record<string, number> };
  const levels = Object.fromEntries(
    Object.entries(answered.levels).map(([level, members]) => [`level${level}`, Number(members)]),
  );
  return {
    members: Object.values(levels).reduce((sum, members) => sum + members, 0),
    changed: Number(answered.changed),
    levels,
    fold,
  };
}
