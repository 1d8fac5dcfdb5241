import { z } from 'zod';
import { settlementDay, settlementDayRecord } from './avatars.ts';

/**
 * The demo's colony clock (docs/architecture.md, "The demo clock"): served only by a demo colony,
 * demo content on the development chain, never on PostgreSQL or a named chain node; elsewhere
 * these paths answer 404.
 */
export const DEMO_PATHS = {
  clock: '/demo/Clock/info',
  advance: '/demo/Clock/advance',
} as const;

const isoTime = z.string().describe('ISO 8601');

/** POST /api/demo/Clock/info: the colony's day and clock. Public. */
export const demoClockRequest = z.object({}).strict();
export type DemoClockRequest = z.input<typeof demoClockRequest>;
export const demoClockResponse = z.object({
  /** The colony day it is now on the colony's clock. */
  today: settlementDay,
  /** The colony's clock when it answered: the server's plus the days the demo added. */
  now: isoTime,
  /** Days the demo's control has advanced the colony's clock, in all. */
  daysAdvanced: z.number().int(),
  nextSettlementAt: isoTime,
});
export type DemoClockResponse = z.infer<typeof demoClockResponse>;

/**
 * POST /api/demo/Clock/advance (signed-in member, `Idempotency-Key`): ends the colony day `day`
 * now and runs its daily settlement. `day` is the day the member saw: once the colony has moved on
 * (another press got there first) it is refused, so one press never ends two days.
 */
export const demoAdvanceRequest = z.object({ day: settlementDay }).strict();
export type DemoAdvanceRequest = z.input<typeof demoAdvanceRequest>;
export const demoAdvanceResponse = z.object({
  /** The day that ended and was settled. */
  settledDay: settlementDay,
  /** The colony day it is now. */
  today: settlementDay,
  now: isoTime,
  daysAdvanced: z.number().int(),
  /** The settlement of every day it settled, `settledDay` last, with its steps. */
  days: z.array(settlementDayRecord),
});
export type DemoAdvanceResponse = z.infer<typeof demoAdvanceResponse>;
