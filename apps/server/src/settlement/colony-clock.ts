import type { Db } from '../db/database.ts';
import { colonyClockOffset } from './queries.ts';

/**
 * The colony's clock in this process: `base` (real time, or the test clock of sign-in) plus the
 * offset the demo's "advance one day" control keeps in the database (`demo_clock`), the same "now"
 * the queries read through `colonyNow()`. Governance judges proposals' windows and signed times by
 * it; sign-in, sessions and rate limits keep `base`. Outside a demo the offset is 0.
 */
export interface ColonyClock {
  /** Milliseconds since the epoch on the colony's clock. */
  now(): number;
  offsetMs(): number;
  /** Reads the offset the database keeps: at start, once the migrations have run. */
  load(db: Db): Promise<void>;
  /** Follows an offset just committed; the clock only moves forward, whatever order answers come in. */
  follow(offsetMs: number): void;
}

export function colonyClock(base: () => number = Date.now): ColonyClock {
  let offset = 0;
  const follow = (offsetMs: number) => {
    offset = Math.max(offset, offsetMs);
  };
  return {
    now: () => base() + offset,
    offsetMs: () => offset,
    async load(db) {
      follow(await colonyClockOffset(db));
    },
    follow,
  };
}
