import { AVATAR_KINDS, type AvatarKind } from '@colony/contract/avatars';
import { type SQL, sql } from 'drizzle-orm';
import { OUTPUT_DAY, productionAsOf } from './production.ts';

/**
 * Every Avatar that weighs anything, with its holder and its kind's weight: a select of
 * `(member_id, weight)`, one row per Avatar (not per member: a reader that sums them per member
 * groups once, with whatever else it sums), for set-based readers over every member at once (the
 * voting-power snapshot of a proposal). Weights are whole numbers; an Avatar whose kind weighs
 * nothing has no row. Undefined when no kind weighs anything.
 */
export function avatarWeights(weights: Partial<Record<AvatarKind, bigint>>): SQL | undefined {
  const counted = AVATAR_KINDS.flatMap((kind) => {
    const weight = weights[kind];
    return weight !== undefined && weight > 0n ? [[kind, weight] as const] : [];
  });
  const last = counted.at(-1);
  if (!last) return undefined;
  // int sums fast, as bigint; larger weights take bigint or numeric, which PostgreSQL sums as numeric.
  const fit = (largest: bigint) => counted.every(([, weight]) => weight <= largest);
  const type = sql.raw(fit(2_147_483_647n) ? 'int' : fit(9_223_372_036_854_775_807n) ? 'bigint' : 'numeric');
  const value = (weight: bigint) => sql`${sql.raw(weight.toString())}::${type}`;
  // The kind check of member_avatar leaves only the counted kinds once the others are filtered out,
  // so the last one needs no comparison.
  const weight =
    counted.length === 1
      ? value(last[1])
      : sql`case kind ${sql.join(
          counted.slice(0, -1).map(([kind, weight]) => sql`when ${kind}::text then ${value(weight)}`),
          sql` `,
        )} else ${value(last[1])} end`;
  const filter =
    counted.length === AVATAR_KINDS.length
      ? sql``
      : sql` where kind in (${sql.join(
          counted.map(([kind]) => sql`${kind}::text`),
          sql`, `,
        )})`;
  return sql`select member_id, ${weight} as weight from member_avatar${filter}`;
}

/**
 * Every member holding an Avatar, and whether one has fuel left (the effective users of
 * docs/economy.md "Team"): a select of `(member_id, effective)`, one row per holder, for set-based
 * readers such as the team fold.
 */
export function avatarHolders(): SQL {
  return sql`select member_id, bool_or(${productionAsOf('a', OUTPUT_DAY).fuelLeft}) as effective
    from member_avatar a group by member_id`;
}
