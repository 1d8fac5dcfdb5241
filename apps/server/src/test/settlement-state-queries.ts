import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { OUTPUT_DAY, productionAsOf } from '../modules/avatars/production.ts';

/**
 * Everything a daily settlement leaves behind, in a form two databases that ran the same scenario
 * can be compared by: members by address, orders and avatars by their place among the member's
 * orders, journal movements summed per kind, phase, asset and the settlement day they belong to
 * (from the reference or the order's settled day), team figures and events by member. Ids,
 * timestamps and sequence values, which differ between databases, are left out.
 */
export interface SettlementState {
  balances: string[];
  journal: string[];
  avatars: string[];
  orders: string[];
  steps: string[];
  energy: string[];
  supply: string[];
  team: string[];
  teamEvents: string[];
}

export async function settlementState(db: Db): Promise<SettlementState> {
  // What each avatar has produced by the last day settled, whatever its checkpoint.
  const now = productionAsOf('a', OUTPUT_DAY);
  const [balances, journal, avatars, orders, steps, energy, supply, team, teamEvents] = await Promise.all([
    rows<{ line: string }>(
      db,
      sql`select concat_ws(':', coalesce(m.address, a.system_code), a.asset, a.available::text, a.frozen::text) as line
          from ledger_account a left join member m on m.id = a.member_id order by 1`,
    ),
    rows<{ line: string }>(
      db,
      sql`select concat_ws(':', kind, phase, asset, day, count(*)::text, sum(amount)::text) as line
          from (
            select t.kind, t.phase, t.asset, t.amount,
              coalesce(substring(t.reference from '^settlement:([0-9-]+):'), to_char(o.settled_day, 'YYYY-MM-DD'), '-') as day
            from ledger_transfer t left join avatar_order o on o.id::text = t.reference
          ) moved
          group by kind, phase, asset, day order by 1`,
    ),
    rows<{ line: string }>(
      db,
      sql`select concat_ws(':', m.address || '#' || row_number() over (partition by a.member_id order by o.created_at, o.id),
            a.avatar_id, a.kind, a.asset, a.price::text, a.total_fuel::text, a.daily_burn::text, ${now.burned}::text,
            ${now.MM}::text, ${now.MC}::text, ${now.UME}::text, to_char(a.first_day, 'YYYY-MM-DD'),
            coalesce(to_char(${now.lastOutputDay}, 'YYYY-MM-DD'), '-'), a.boost_bps::text) as line
          from member_avatar a join member m on m.id = a.member_id join avatar_order o on o.id = a.order_id
          order by 1`,
    ),
    rows<{ line: string }>(
      db,
      sql`select concat_ws(':', m.address || '#' || row_number() over (partition by o.member_id order by o.created_at, o.id),
            o.avatar_id, o.asset, o.amount::text, o.status, coalesce(to_char(o.settled_day, 'YYYY-MM-DD'), '-'),
            coalesce(o.failure, '-'), case when o.owned_avatar_id is null then 'no avatar' else 'avatar' end,
            case when o.queue_seq is null then 'never queued' else 'queued once' end) as line
          from avatar_order o join member m on m.id = o.member_id order by 1`,
    ),
    rows<{ line: string }>(
      db,
      sql`select concat_ws(':', to_char(day, 'YYYY-MM-DD'), position, step, figures::text) as line
          from settlement_step order by day, position`,
    ),
    rows<{ line: string }>(
      db,
      sql`select concat_ws(':', m.address, e.level, e.boost_bps, to_char(e.day, 'YYYY-MM-DD')) as line
          from member_energy e join member m on m.id = e.member_id order by 1`,
    ),
    rows<{ line: string }>(
      db,
      sql`select concat_ws(':', to_char(day, 'YYYY-MM-DD'), avatar_id, sold) as line
          from avatar_day_supply order by 1`,
    ),
    rows<{ line: string }>(
      db,
      sql`select concat_ws(':', m.address, to_char(t.day, 'YYYY-MM-DD'), t.effective, t.team_size, t.direct_count,
            t.direct_effective, t.effective_count, t.personal_performance::text, t.team_performance::text,
            t.leg_performance::text, coalesce(l.address, '-'), t.largest_leg_performance::text, t.star_level,
            coalesce(t.elite_tier, '-')) as line
          from member_team t join member m on m.id = t.member_id left join member l on l.id = t.largest_leg_id
          order by 1`,
    ),
    rows<{ line: string }>(
      db,
      sql`select concat_ws(':', m.address, to_char(e.day, 'YYYY-MM-DD'), e.joined, e.became_effective,
            e.performance::text, e.folded, count(*)::text) as line
          from team_event e join member m on m.id = e.member_id
          group by m.address, e.day, e.joined, e.became_effective, e.performance, e.folded order by 1`,
    ),
  ]);
  const lines = (found: { line: string }[]) => found.map((row) => row.line);
  return {
    balances: lines(balances),
    journal: lines(journal),
    avatars: lines(avatars),
    orders: lines(orders),
    steps: lines(steps),
    energy: lines(energy),
    supply: lines(supply),
    team: lines(team),
    teamEvents: lines(teamEvents),
  };
}
