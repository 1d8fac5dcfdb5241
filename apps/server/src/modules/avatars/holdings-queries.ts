import type { AvatarKind } from '@colony/contract/avatars';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Every member's Avatars weighed by kind and summed: a select of `(member_id, weight)`, one row per
 * holder, for readers that work set-based over every member at once (the voting-power snapshot of
 * a proposal). Weights are whole numbers, summed as integers: one pass over the Avatars, however many.
 */
export function avatarWeightsByMember(weights: Partial<Record<AvatarKind, bigint>>): SQL {
  const counted = Object.entries(weights).filter(
    (entry): entry is [string, bigint] => entry[1] !== undefined && entry[1] > 0n,
  );
  // Summed as int they add up as bigint; larger weights need bigint or numeric, which PostgreSQL sums as numeric.
  const fit = (largest: bigint) => counted.every(([, weight]) => weight <= largest);
  const type = sql.raw(fit(2_147_483_647n) ? 'int' : fit(9_223_372_036_854_775_807n) ? 'bigint' : 'numeric');
  const cases = counted.map(([kind, weight]) => sql`when ${kind}::text then ${weight.toString()}::${type}`);
  if (cases.length === 0) return sql`select null::integer as member_id, 0::bigint as weight where false`;
  return sql`select member_id, sum(case kind ${sql.join(cases, sql` `)} else 0 end) as weight
    from member_avatar group by member_id`;
}

/**
 * Members holding at least one Avatar with fuel left (the effective users of docs/economy.md
 * "Team"): a select of `(member_id)`, one row per member, for set-based readers such as the team fold.
 */
export function membersWithFuelLeft(): SQL {
  return sql`select distinct member_id from member_avatar where burned_fuel < total_fuel`;
}
