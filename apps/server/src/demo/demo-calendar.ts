import { ROADMAP_PHASES } from '@colony/contract/constants';

/**
 * The demo's dates, all counted back or forward from the day it is loaded, so that its
 * story holds on any day: phase 2 (Expansion) began a few days ago and runs three quarters
 * from the quarter in which it began, phase 1 (Landfall) fills the three quarters before,
 * phase 3 (Federation) the two after. The phases keep SPEC.md §9's order and lengths
 * (Q1–Q3 2024, Q4 2024–Q2 2025, Q3–Q4 2025), shifted to the load date. Articles carry their
 * age in days, so the feed always looks current; those that report a phase's work are
 * old enough (phase 1) or young enough (phase 2) to stay inside it on any day of a quarter.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Days before loading that phase 2 began; its announcement carries this age. */
export const PHASE_2_BEGAN_DAYS_AGO = 3;

export interface PhasePeriod {
  key: (typeof ROADMAP_PHASES)[number]['key'];
  /** Quarter labels as the home page shows them: 'Q4 2025'. */
  from: string;
  to: string;
  /** First instant of the phase's first quarter (UTC). */
  start: Date;
  /** First instant after the phase's last quarter (UTC). */
  end: Date;
}

/** When an article `daysAgo` days old was published: on the loading hour, that many days back. */
export function publicationDate(now: Date, daysAgo: number): Date {
  return new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS - daysAgo * DAY_MS);
}

/** Quarters counted from year 0: 4 × year + quarter of the year (0 to 3), in UTC. */
const quarterOf = (date: Date) => date.getUTCFullYear() * 4 + Math.floor(date.getUTCMonth() / 3);
const quarterStart = (quarter: number) => new Date(Date.UTC(Math.floor(quarter / 4), (quarter % 4) * 3, 1));
const quarterLabel = (quarter: number) => `Q${(quarter % 4) + 1} ${Math.floor(quarter / 4)}`;

/** The roadmap's phases around `now`: phase 2's first quarter is the one in which it began. */
export function roadmapPeriods(now: Date): PhasePeriod[] {
  const phase2Index = ROADMAP_PHASES.findIndex((phase) => phase.key === 'phase2');
  const before = ROADMAP_PHASES.slice(0, phase2Index).reduce((sum, phase) => sum + phase.quarters, 0);
  let quarter = quarterOf(publicationDate(now, PHASE_2_BEGAN_DAYS_AGO)) - before;
  return ROADMAP_PHASES.map((phase) => {
    const first = quarter;
    quarter += phase.quarters;
    return {
      key: phase.key,
      from: quarterLabel(first),
      to: quarterLabel(quarter - 1),
      start: quarterStart(first),
      end: quarterStart(quarter),
    };
  });
}
