import type { Db } from '../../db/database.ts';
import { votingPowerStream } from './power-stream.ts';
import { nextSnapshotStart, powerOutsideOpenProposals, proposalHistory } from './schedule-queries.ts';
import type { GovernanceContext } from './service.ts';

/** Whether some member holds voting power that no proposal open for votes counted (they bought after its start). */
export async function hasUncountedPower(db: Db, context: GovernanceContext): Promise<boolean> {
  const { powers } = votingPowerStream(context.economy);
  return powers ? powerOutsideOpenProposals(db, powers, new Date(context.now())) : false;
}

/**
 * How a member without power here gets some: the next proposal that counts what they hold when it
 * starts. The earliest planned one, or sooner the one the colony starts once someone holds power
 * no open proposal counts (`context.newcomerStart`, the demo's series); null when there is none.
 */
export async function nextStartForNewPower(
  db: Db,
  context: GovernanceContext,
): Promise<{ at: Date; onNewPower: boolean } | null> {
  const now = context.now();
  const planned = (await nextSnapshotStart(db, new Date(now)))?.getTime();
  const onNewPower = (await context.newcomerStart?.(db, now)) ?? undefined;
  if (planned !== undefined && (onNewPower === undefined || planned <= onNewPower))
    return { at: new Date(Math.max(now, planned)), onNewPower: false };
  return onNewPower === undefined ? null : { at: new Date(Math.max(now, onNewPower)), onNewPower: true };
}

/** The times a series of proposals is planned by (the demo's): what is to start, what started last, how many were made. */
export async function proposalTimes(
  db: Db,
  now: number,
): Promise<{ nextSnapshotStart?: Date; lastStart?: Date; made: number }> {
  const next = await nextSnapshotStart(db, new Date(now));
  return { ...(next ? { nextSnapshotStart: next } : {}), ...(await proposalHistory(db, new Date(now))) };
}
