import { addDays } from '../../settlement/calendar.ts';
import type { SettlementStep } from '../../settlement/runner.ts';
import { reviewEliteTiers } from './settlement-queries.ts';

/** The first day of the colony month `day` is in. */
export const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/**
 * `elite_review`: the monthly review of the elite tiers, run by the settlement of each month's
 * last day (the next day is the 1st), after the day's fold and star levels; other days it does
 * nothing.
 */
export const eliteReviewStep: SettlementStep = {
  name: 'elite_review',
  async run(tx, { day, economy }) {
    if (!addDays(day, 1).endsWith('-01')) return { reviewed: 0 };
    const month = monthOf(day);
    const result = await reviewEliteTiers(tx, day, month, economy.team.eliteTiers);
    return { month: month.slice(0, 7), reviewed: result.reviewed, changed: result.changed, ...result.tiers };
  },
};
