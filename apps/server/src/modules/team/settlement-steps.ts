import type { SettlementStep } from '../../settlement/runner.ts';
import { avatarHolders } from '../avatars/service.ts';
import { foldKeepFrom, foldOf, foldTeamFigures, recordFold, redeemedByMember } from './queries.ts';

/**
 * The team's part of each day's settlement: after the queue is served and the day's fuel burned,
 * every member's figures are folded into `member_team` from the members, the last fold's personal
 * performance plus the sales since (the events not folded yet), the ledger's running totals of
 * buy-backs (both stablecoins one to one) and the avatars' fuel, in one statement that also marks
 * the events it counted. The events of the day settled stay until the next fold
 * (with today's, they make today's figures); older ones go.
 *
 * The energy step folds the figures in its own statement, right after the day's burn, and records
 * it (`team_fold`): this step then finds the day folded and answers what that fold did. It folds
 * when the day's figures are not folded yet (a day whose energy step ran before the fold moved
 * there, or the step run on its own). Events written since the fold stay unfolded, as those
 * written after this step do: every read adds them.
 */
export const teamSettlementSteps: SettlementStep[] = [
  {
    name: 'team_figures',
    async run(tx, { day, clock }) {
      const done = await foldOf(tx, day);
      if (done) return { ...done };
      const figures = await foldTeamFigures(
        tx,
        { redeemed: redeemedByMember(), holders: avatarHolders() },
        day,
        foldKeepFrom(day, clock),
      );
      const { alongside: _, ...fold } = figures;
      await recordFold(tx, day, fold);
      return { ...fold };
    },
  },
];
