import type { Asset, Stablecoin } from '@colony/contract/assets';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';

/**
 * The income steps of the daily settlement (docs/economy.md "Team income, star levels and elite
 * tiers"): a handful of set-based statements over the day's sales and the members, run inside the
 * settlement runner's transaction. Every line of income tied to a sale is staged in `income_line`
 * first and star-level income per star level in `income_star_share`, the day's cap applied to them
 * all, and only then paid: the lines one journal transfer each, star-level income to `accrued`.
 */

/** The income kinds paid line by line, in the order they are paid; each is its own ledger kind. */
export const INCOME_LINE_KINDS = ['referral_income', 'team_income', 'bonus_income'] as const;
export type IncomeLineKind = (typeof INCOME_LINE_KINDS)[number];

/** The ledger kind of star-level income, collected by its members (`star-income.ts`). */
export const STAR_LEVEL_INCOME_KIND = 'star_level_income';

/** The rules as the statements read them. */
export interface IncomeTerms {
  /** Referral rate per generation, the superior first, basis points. */
  referralRatesBps: number[];
  /** Team income rate per star level, level 1 first, basis points. */
  teamRatesBps: number[];
  bonusRateBps: number;
  starLevelPoolBps: number;
  maxShareOfSalesBps: number;
}

const intArray = (values: number[]) => `{${values.join(',')}}`;

/**
 * A member is an effective user for day `day` when they hold an avatar whose sale counts on that
 * day or before (it produces from the day after) with fuel left after the day's burn. Avatars
 * bought after the day ended do not count, so a settlement run late pays what one run on time would.
 * A lateral join with a limit, so each candidate costs one probe of `member_avatar_member_idx`
 * whatever the number of avatars.
 */
const effectiveOn = (member: SQL, day: string) =>
  sql`join lateral (
        select 1 from member_avatar fuel where fuel.member_id = ${member}
          and fuel.first_day <= ${day}::date + 1 and fuel.fuel_ends_day > ${day}::date
        limit 1
      ) effective on true`;

/**
 * Stages the day's sales (`income_sale`: every paid order counting on `day`, with its buyer's
 * place in the tree) and the members who can earn team, bonus and star-level income
 * (`income_starred`: effective members with a star level, each with the range of labels of its
 * team, GiST-indexed), in one statement so both read the tree's labels at one instant (a sign-up
 * may spread labels out meanwhile).
 */
export async function stageSalesAndStarred(
  tx: Db,
  day: string,
  levels: number,
): Promise<{ sales: number; starred: number }> {
  await tx.execute(sql`
    create temporary table if not exists income_sale (
      order_id uuid primary key,
      buyer_id integer not null,
      label bigint not null,
      asset text not null,
      amount numeric(78, 0) not null
    ) on commit delete rows`);
  await tx.execute(sql`
    create temporary table if not exists income_starred (
      member_id integer primary key,
      label bigint not null,
      span int8range not null,
      level integer not null
    ) on commit delete rows`);
  await tx.execute(
    sql`create index if not exists income_starred_span_idx on income_starred using gist (span)`,
  );
  await tx.execute(sql`
    create temporary table if not exists income_line (
      member_id integer not null,
      asset text not null,
      kind text not null,
      order_id uuid,
      amount numeric(78, 0) not null
    ) on commit delete rows`);
  await tx.execute(sql`
    create temporary table if not exists income_star_share (
      asset text not null,
      level integer not null,
      members integer not null,
      amount numeric(78, 0) not null
    ) on commit delete rows`);
  await tx.execute(sql`delete from income_sale`);
  await tx.execute(sql`delete from income_starred`);
  await tx.execute(sql`delete from income_line`);
  await tx.execute(sql`delete from income_star_share`);
  const [row] = await rows<{ sales: number; starred: number }>(
    tx,
    sql`with sales as (
          insert into income_sale (order_id, buyer_id, label, asset, amount)
          select o.id, o.member_id, m.team_label, o.asset, o.amount
          from avatar_order o join member m on m.id = o.member_id
          where o.status = 'paid' and o.sale_day = ${day}::date
          returning 1
        ),
        starred as (
          insert into income_starred (member_id, label, span, level)
          select t.member_id, m.team_label, int8range(m.team_label + 1, b.team_label), least(t.star_level, ${levels}::int)
          from member_team t
          ${effectiveOn(sql`t.member_id`, day)}
          join member m on m.id = t.member_id
          left join member b on b.id = m.team_bound_id
          where t.star_level > 0 and ${levels}::int > 0
          returning 1
        )
        select (select count(*)::int from sales) as sales, (select count(*)::int from starred) as starred`,
  );
  // The planner sees what the temporary tables hold before it joins them.
  await tx.execute(sql`analyze income_sale`);
  await tx.execute(sql`analyze income_starred`);
  return { sales: Number(row?.sales ?? 0), starred: Number(row?.starred ?? 0) };
}

/**
 * Referral income: each generation above the buyer, up to as many as there are rates, receives its
 * rate of the sale when effective; a generation that is not leaves its share in the treasury. One
 * join per generation along the superior links, whatever the tree's depth.
 */
export async function stageReferralIncome(tx: Db, day: string, ratesBps: number[]): Promise<void> {
  if (ratesBps.length === 0) return;
  // g1 is the buyer's superior, g2 theirs, ...: generation n's member is the superior of n - 1.
  const joins = ratesBps
    .slice(1)
    .map(
      (_, index) =>
        sql`left join member ${sql.raw(`g${index + 2}`)} on ${sql.raw(`g${index + 2}`)}.id = ${sql.raw(`g${index + 1}`)}.superior_id`,
    );
  const generations = ratesBps.map(
    (rate, index) => sql`(${index + 1}, ${sql.raw(`g${index + 1}`)}.id, ${rate}::int)`,
  );
  await tx.execute(sql`
    insert into income_line (member_id, asset, kind, order_id, amount)
    select g.member_id, s.asset, 'referral_income', s.order_id, div(s.amount * g.rate, 10000)
    from income_sale s
    join member b on b.id = s.buyer_id
    left join member g1 on g1.id = b.superior_id
    ${sql.join(joins, sql` `)}
    cross join lateral (values ${sql.join(generations, sql`, `)}) as g(generation, member_id, rate)
    ${effectiveOn(sql`g.member_id`, day)}
    where g.member_id is not null`);
}

/**
 * Team income (the differential) and bonus income. A sale's starred ancestors are the staged
 * members whose team's label range holds the buyer's label (GiST); walking up from the buyer
 * (labels descending), each receives its rate less the highest rate below it, when positive. The
 * sale's top earner is the nearest ancestor with the highest rate; the next ancestor with that
 * rate (the same star level) is its peer and receives the bonus.
 */
export async function stageTeamAndBonusIncome(
  tx: Db,
  teamRatesBps: number[],
  bonusRateBps: number,
): Promise<void> {
  if (teamRatesBps.length === 0) return;
  await tx.execute(sql`
    with pairs as (
      select s.order_id, s.asset, s.amount, a.member_id, a.label,
        (${intArray(teamRatesBps)}::int[])[a.level] as rate
      from income_sale s join income_starred a on a.span @> s.label
    ),
    walked as (
      select p.*,
        coalesce(max(p.rate) over (
          partition by p.order_id order by p.label desc rows between unbounded preceding and 1 preceding
        ), 0) as below,
        max(p.rate) over (partition by p.order_id) as top
      from pairs p
    ),
    placed as (
      select w.*, row_number() over (partition by w.order_id, w.rate = w.top order by w.label desc) as place
      from walked w
    )
    insert into income_line (member_id, asset, kind, order_id, amount)
    select p.member_id, p.asset, v.kind, p.order_id, div(p.amount * v.bps, 10000)
    from placed p
    cross join lateral (values
      ('team_income', case when p.rate > p.below then p.rate - p.below end),
      ('bonus_income', case when p.rate = p.top and p.place = 2 and ${bonusRateBps}::int > 0 then ${bonusRateBps}::int end)
    ) as v(kind, bps)
    where v.bps is not null`);
}

/**
 * Star-level income: per stablecoin, the day's sales × the pool rate make one pot, split into one
 * equal part per star level (rounded down); each part is shared equally (rounded down) among the
 * staged members at that level or above. A part nobody reaches stays in the treasury. Staged per
 * stablecoin and level (`income_star_share`): what one member at exactly that level receives (its
 * share of every part up to its level) and how many members stand there.
 */
export async function stageStarLevelIncome(tx: Db, levels: number, poolBps: number): Promise<void> {
  if (levels === 0 || poolBps === 0) return;
  await tx.execute(sql`
    with sales as (select asset, sum(amount) as total from income_sale group by asset),
    exactly as (select level, count(*) as members from income_starred group by level),
    holders as (
      select l.level, coalesce(e.members, 0) as exactly,
        coalesce(sum(e.members) over (order by l.level desc), 0) as members
      from generate_series(1, ${levels}::int) as l(level)
      left join exactly e on e.level = l.level
    ),
    shares as (
      select s.asset, h.level, h.exactly,
        case when h.members > 0 then div(div(s.total * ${poolBps}::int, ${10_000 * levels}::int), h.members) else 0 end as share
      from sales s cross join holders h
    )
    insert into income_star_share (asset, level, members, amount)
    select asset, level, exactly, sum(share) over (partition by asset order by level)
    from shares`);
}

export interface CapOutcome {
  asset: Stablecoin;
  sales: bigint;
  /** What the lines added up to before the cap. */
  owed: bigint;
  /** The most the day may pay: the cap's share of the sales, or the treasury's balance if less. */
  limit: bigint;
  scaled: boolean;
}

/**
 * Applies the day's cap per stablecoin: when the staged lines (star-level income counted once per
 * member) add up to more than the cap's share of the day's sales, or than the treasury holds,
 * every line is scaled down alike (amount × limit ÷ total, rounded down; a member's star-level
 * income of the day is one line), so the day pays at most the limit.
 */
export async function capIncome(
  tx: Db,
  maxShareOfSalesBps: number,
  treasury: Map<Stablecoin, bigint>,
): Promise<CapOutcome[]> {
  const balances = [...treasury.entries()];
  const treasuryValues =
    balances.length === 0
      ? sql`select null::text as asset, 0::numeric as available where false`
      : sql`select * from (values ${sql.join(
          balances.map(([asset, available]) => sql`(${asset}::text, ${available.toString()}::numeric)`),
          sql`, `,
        )}) as t(asset, available)`;
  const found = await rows<{
    asset: Stablecoin;
    sales: string;
    owed: string;
    limit: string;
    scaled: boolean;
  }>(
    tx,
    sql`with owed as (
          select asset, sum(total) as total from (
            select asset, sum(amount) as total from income_line group by asset
            union all select asset, sum(amount * members) from income_star_share group by asset
          ) lines
          group by asset
        ),
        sales as (select asset, sum(amount) as total from income_sale group by asset),
        treasury as (${treasuryValues}),
        limits as (
          select s.asset, s.total as sales, coalesce(o.total, 0) as owed,
            least(div(s.total * ${maxShareOfSalesBps}::int, 10000), coalesce(t.available, 0)) as "limit"
          from sales s left join owed o on o.asset = s.asset left join treasury t on t.asset = s.asset
        ),
        scaled as (
          update income_line l set amount = div(l.amount * m."limit", m.owed)
          from limits m where m.asset = l.asset and m.owed > m."limit"
          returning 1
        ),
        scaled_shares as (
          update income_star_share l set amount = div(l.amount * m."limit", m.owed)
          from limits m where m.asset = l.asset and m.owed > m."limit"
          returning 1
        )
        select asset, sales::text, owed::text, "limit"::text, owed > "limit" as scaled
        from limits order by asset`,
  );
  return found.map((row) => ({
    asset: row.asset,
    sales: BigInt(row.sales),
    owed: BigInt(row.owed),
    limit: BigInt(row.limit),
    scaled: row.scaled,
  }));
}

/**
 * The staged lines of one kind, each with its reference: the day, the step and the order it pays
 * for (`settlement:<day>:team_income:<order id>`).
 */
export const stagedIncome = (day: string, kind: IncomeLineKind) =>
  sql`select member_id, asset, amount, ${`settlement:${day}:team_income:`} || order_id::text as reference
      from income_line where kind = ${kind}`;

/** The latest running sum of every star level and stablecoin from days before `day`. */
const sumsBefore = (day: string) =>
  sql`select distinct on (asset, level) asset, level, cumulative from star_income_day
      where day < ${day}::date order by asset, level, day desc`;

/**
 * Checkpoints the members whose star-level earning level on `day` differs from the one their rows
 * hold (`member_star_income`, one row per stablecoin of `assets`): a member's earning level is
 * their staged level (`income_starred`: effective, with a star level), or 0. Each such row takes
 * what its old level's running sum added since its last checkpoint into `earned` and starts again
 * from the new level's running sum before `day`. Run before `day`'s running sums are added; only
 * the members whose level or effectiveness changed are written. Answers how many members.
 */
export async function checkpointStarIncome(tx: Db, day: string, assets: readonly Asset[]): Promise<number> {
  if (assets.length === 0) return 0;
  const [row] = await rows<{ members: number }>(
    tx,
    sql`with sums as (${sumsBefore(day)}),
        today as (
          select t.member_id, a.asset, t.level from income_starred t
          cross join (values ${sql.join(
            assets.map((asset) => sql`(${asset}::text)`),
            sql`, `,
          )}) as a(asset)
        ),
        held as (select member_id, asset, level from member_star_income where level > 0),
        changed as (
          select coalesce(t.member_id, h.member_id) as member_id, coalesce(t.asset, h.asset) as asset,
            coalesce(t.level, 0) as level
          from today t full join held h on h.member_id = t.member_id and h.asset = t.asset
          where t.level is distinct from h.level
        ),
        written as (
          insert into member_star_income (member_id, asset, day, level, base, earned)
          select c.member_id, c.asset, ${day}::date, c.level, coalesce(n.cumulative, 0),
            coalesce(m.earned, 0) + coalesce(o.cumulative, 0) - coalesce(m.base, 0)
          from changed c
          left join member_star_income m on m.member_id = c.member_id and m.asset = c.asset
          left join sums o on o.asset = c.asset and o.level = m.level
          left join sums n on n.asset = c.asset and n.level = c.level
          on conflict (member_id, asset) do update
            set day = excluded.day, level = excluded.level, base = excluded.base, earned = excluded.earned
          returning member_id
        )
        select count(distinct member_id)::int as members from written`,
  );
  return Number(row?.members ?? 0);
}

/**
 * Adds `day`'s star-level income (`income_star_share`, after the cap) to the running sums of
 * `star_income_day`, and answers per stablecoin what the day's members earned in all.
 */
export async function recordStarIncomeDay(tx: Db, day: string): Promise<Map<Stablecoin, bigint>> {
  const found = await rows<{ asset: Stablecoin; total: string }>(
    tx,
    sql`with sums as (${sumsBefore(day)}),
        recorded as (
          insert into star_income_day (day, asset, level, members, amount, cumulative)
          select ${day}::date, s.asset, s.level, s.members, s.amount, coalesce(p.cumulative, 0) + s.amount
          from income_star_share s left join sums p on p.asset = s.asset and p.level = s.level
          returning asset, members, amount
        )
        select asset, sum(members * amount)::text as total from recorded group by asset order by asset`,
  );
  return new Map(found.map((row) => [row.asset, BigInt(row.total)]));
}

/**
 * Every star level from the folded figures (`member_team`, after the day's fold): the highest
 * level whose small-zone performance (team performance less the largest leg's) and direct
 * effective members are both reached. Only rows whose level changes are written. Answers how many
 * changed and how many members hold each level now.
 */
export async function recomputeStarLevels(
  tx: Db,
  levels: { level: number; smallZonePerformance: bigint; directEffective: number }[],
): Promise<{ changed: number; levels: Record<string, number> }> {
  // Highest first: the first level whose two requirements are reached.
  const reached =
    levels.length === 0
      ? sql`0`
      : sql`case ${sql.join(
          [...levels]
            .sort((a, b) => b.level - a.level)
            .map(
              (rule) =>
                sql`when t.team_performance - t.largest_leg_performance >= ${rule.smallZonePerformance.toString()}::numeric
                  and t.direct_effective >= ${rule.directEffective}::int then ${rule.level}::int`,
            ),
          sql` `,
        )} else 0 end`;
  const [changed] = await rows<{ changed: number }>(
    tx,
    sql`with reached as (
          select t.member_id, t.star_level as stored, ${reached} as level from member_team t
        ),
        changed as (
          update member_team t set star_level = r.level
          from reached r
          where t.member_id = r.member_id and r.level <> r.stored
          returning 1
        )
        select count(*)::int as changed from changed`,
  );
  const held = await rows<{ level: number; members: number }>(
    tx,
    sql`select star_level as level, count(*)::int as members from member_team
        where star_level > 0 group by star_level order by star_level`,
  );
  return {
    changed: Number(changed?.changed ?? 0),
    levels: Object.fromEntries(held.map((row) => [`level${row.level}`, Number(row.members)])),
  };
}
