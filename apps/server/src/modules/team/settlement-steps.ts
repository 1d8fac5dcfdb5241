import { sql } from 'drizzle-orm';
import { paidByMember } from '../../ledger/kind-total-queries.ts';
import { colonyTodayIn } from '../../settlement/calendar.ts';
import type { SettlementStep } from '../../settlement/runner.ts';
import { membersWithFuelLeft } from '../avatars/service.ts';
import { foldTeamFigures } from './queries.ts';

/**
 * The team's part of each day's settlement: after the queue is served and the day's fuel burned,
 * every member's figures are folded into `member_team` from the members, the ledger's running
 * totals of avatar purchases (both stablecoins one to one) and the avatars' fuel, in one statement
 * that also marks the events it counted. The events of the day settled stay until the next fold
 * (with today's, they make today's figures); older ones go.
 */
export const teamSettlementSteps: SettlementStep[] = [
  {
    name: 'team_figures',
    async run(tx, { day, clock }) {
      const figures = await foldTeamFigures(
        tx,
        { personal: paidByMember('avatar_purchase', ['USDT', 'USDC']), effective: membersWithFuelLeft() },
        day,
        sql`least(${day}::date, ${colonyTodayIn(clock)})`,
      );
      return { ...figures };
    },
  },
];
