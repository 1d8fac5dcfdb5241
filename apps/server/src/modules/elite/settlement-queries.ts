import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import type { EliteTierRule } from '../../economy/team-config.ts';
import { OUTPUT_DAY, productionAsOf } from '../avatars/service.ts';

/**
 * The monthly elite review (docs/economy.md "Team income, star levels and elite tiers"): one
 * set-based statement over every member's figures, run inside the settlement runner's transaction.
 */

/**
 * Reviews month `month` (its first day) at the settlement of its last day, `day`: every member's
 * five figures (fuel left and output of the avatars whose sale counts on `day` or before, team
 * and small-zone performance and direct effective members as the day's fold left them), the
 * highest tier whose requirements they all meet, one `elite_review` row for each member who
 * reaches a tier or held one, and `member_team.elite_tier` where it changes. Earlier months' rows
 * stay: they are the member's history. Answers how many were reviewed, changed, and hold each tier.
 */
export async function reviewEliteTiers(
  tx: Db,
  day: string,
  month: string,
  tiers: EliteTierRule[],
): Promise<{ reviewed: number; changed: number; tiers: Record<string, number> }> {
  // Highest first: the first tier whose five requirements are all reached.
  const tier =
    tiers.length === 0
      ? sql`null::text`
      : sql`case ${sql.join(
          [...tiers].reverse().map((rule) => {
            const needs = rule.requirements;
            return sql`when f.energy >= ${needs.remainingEnergy.toString()}::numeric
              and f.output >= ${needs.output.toString()}::numeric
              and f.community >= ${needs.communityVolume.toString()}::numeric
              and f.niche >= ${needs.nicheMarket.toString()}::numeric
              and f.direct >= ${needs.directReferrals}::int then ${rule.tier}::text`;
          }),
          sql` `,
        )} else null end`;
  // What each avatar has burned and produced by the end of the month's last day.
  const done = productionAsOf('a', OUTPUT_DAY);
  // Only members who could reach the first tier (tiers' requirements never fall) or held a tier
  // are reviewed: the first tier's team requirements pick them from the folded team figures, so
  // the avatars of everyone else are never read. When the first tier needs none of the three, every
  // member with figures or avatars is reviewed.
  const first = tiers[0]?.requirements;
  const byTeam =
    first !== undefined &&
    (first.communityVolume > 0n || first.nicheMarket > 0n || first.directReferrals > 0);
  // The members reviewed with their folded figures: `(member_id, community, niche, direct)`.
  const teamFigures = sql`t.team_performance as community, t.team_performance - t.largest_leg_performance as niche,
    t.direct_effective as direct`;
  const reviewedMembers = byTeam
    ? sql`select t.member_id, ${teamFigures} from member_team t
        where t.team_performance >= ${first.communityVolume.toString()}::numeric
          and t.team_performance - t.largest_leg_performance >= ${first.nicheMarket.toString()}::numeric
          and t.direct_effective >= ${first.directReferrals}::int
        union
        select p.member_id, ${teamFigures} from previous p left join member_team t on t.member_id = p.member_id
        where p.tier is not null`
    : sql`select coalesce(t.member_id, h.member_id) as member_id, ${teamFigures}
        from member_team t full join (select distinct member_id from member_avatar) h on h.member_id = t.member_id`;
  const found = await rows<{ tier: string | null; members: number; changed: number }>(
    tx,
    sql`with previous as (
          select distinct on (member_id) member_id, tier
          from elite_review where month < ${month}::date
          order by member_id, month desc
        ),
        members as materialized (${reviewedMembers}),
        avatars as (
          select a.member_id, sum(a.total_fuel - ${done.burned}) as energy, sum(${done.MM} + ${done.MC} + ${done.UME}) as output
          from member_avatar a
          where a.first_day <= ${day}::date + 1 ${byTeam ? sql`and a.member_id in (select member_id from members)` : sql``}
          group by a.member_id
        ),
        figures as (
          select r.member_id,
            coalesce(a.energy, 0) as energy, coalesce(a.output, 0) as output,
            coalesce(r.community, 0) as community, coalesce(r.niche, 0) as niche, coalesce(r.direct, 0) as direct
          from members r left join avatars a on a.member_id = r.member_id
        ),
        judged as (select f.*, ${tier} as tier from figures f),
        reviewed as (
          select coalesce(j.member_id, p.member_id) as member_id, j.tier, p.tier as previous_tier,
            jsonb_build_object(
              'remainingEnergy', coalesce(j.energy, 0)::text,
              'output', coalesce(j.output, 0)::text,
              'communityVolume', coalesce(j.community, 0)::text,
              'nicheMarket', coalesce(j.niche, 0)::text,
              'directReferrals', coalesce(j.direct, 0)::text
            ) as figures
          from judged j full join previous p on p.member_id = j.member_id
          where j.tier is not null or p.tier is not null
        ),
        recorded as (
          insert into elite_review (member_id, month, tier, previous_tier, figures)
          select member_id, ${month}::date, tier, previous_tier, figures from reviewed
          returning member_id, tier
        ),
        updated as (
          update member_team t set elite_tier = r.tier
          from reviewed r
          where t.member_id = r.member_id and t.elite_tier is distinct from r.tier
          returning 1
        )
        select r.tier, count(*)::int as members, (select count(*)::int from updated) as changed
        from recorded r group by r.tier order by r.tier`,
  );
  return {
    reviewed: found.reduce((sum, row) => sum + Number(row.members), 0),
    changed: Number(found[0]?.changed ?? 0),
    tiers: Object.fromEntries(found.map((row) => [row.tier ?? 'none', Number(row.members)])),
  };
}
