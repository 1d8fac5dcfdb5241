import type { Asset } from '@colony/contract/assets';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Star-level income as members earn it (docs/economy.md "Star-level income, collected"): the
 * settlement adds each day's per-head amount of every star level to `star_income_day` and
 * checkpoints in `member_star_income` only the members whose earning level changed; what a member
 * has earned is read from their rows and the latest running sum of their level. These fragments
 * are the one definition the collection, the audit and the team figures share.
 */

/**
 * What a `member_star_income` row (alias `s`) has earned so far: what it had at its checkpoint
 * plus how far its level's running sum has moved since (nothing at level 0). One backward probe
 * of `star_income_day`'s key.
 */
export const STAR_INCOME_EARNED = sql`(s.earned + coalesce((
    select d.cumulative from star_income_day d
    where d.asset = s.asset and d.level = s.level
    order by d.day desc limit 1
  ), 0) - s.base)`;

/** The row (alias `s`) has star-level income its member has not collected. */
export const STAR_INCOME_DUE = sql`${STAR_INCOME_EARNED} > s.collected`;

/**
 * What one member (a value or a column of the surrounding statement) has earned in star-level
 * income in any of `assets` and not collected yet, summed: a scalar expression, 0 when none.
 */
export function uncollectedStarIncome(memberId: SQL | number, assets: readonly Asset[]): SQL {
  if (assets.length === 0) return sql`0::numeric`;
  return sql`(select coalesce(sum(${STAR_INCOME_EARNED} - s.collected), 0) from member_star_income s
    where s.member_id = ${memberId} and s.asset in (${sql.join(
      assets.map((asset) => sql`${asset}`),
      sql`, `,
    )}))`;
}
