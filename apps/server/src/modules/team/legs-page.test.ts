import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayParameters } from '../../test/property-runs.ts';
import type { LegRow } from './queries.ts';
import { pageOfLegs } from './service.ts';

/**
 * A page of legs in live order, from the legs whose events are not folded yet and a window of the
 * others as `member_team_legs_idx` gives them: always the same page as sorting every leg by its
 * live performance (heaviest first, then the smaller id) and cutting it, wherever the changed legs
 * fall and however many tie.
 */

const leg = (id: number, performance: bigint): LegRow => ({
  id,
  address: `0x${id.toString(16).padStart(40, '0')}`,
  size: 1,
  effectiveCount: 0,
  performance,
});

const heavierFirst = (a: LegRow, b: LegRow) =>
  a.performance === b.performance ? a.id - b.id : a.performance > b.performance ? -1 : 1;

describe('pageOfLegs', () => {
  it('cuts the same page as sorting every leg live', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            folded: fc.option(fc.integer({ min: 0, max: 4 }), { freq: 6 }),
            delta: fc.option(fc.integer({ min: 0, max: 4 }), { freq: 2 }),
          }),
          { maxLength: 40 },
        ),
        fc.nat({ max: 45 }),
        fc.integer({ min: 1, max: 8 }),
        fc.nat(),
        (drawn, offset, limit, shuffle) => {
          // A leg without a folded row joined since the fold, so it has events (it is changed).
          const legs = drawn.map((entry, index) => ({
            id: 1 + ((index * 7919 + shuffle) % 1000) + index * 1000,
            folded: entry.folded,
            delta: entry.folded === null ? (entry.delta ?? 0) : entry.delta,
          }));
          const live = legs.map((entry) => leg(entry.id, BigInt((entry.folded ?? 0) + (entry.delta ?? 0))));
          const changed = legs.filter((entry) => entry.delta !== null);
          const others = legs
            .filter((entry) => entry.delta === null)
            .map((entry) => leg(entry.id, BigInt(entry.folded ?? 0)))
            .sort(heavierFirst);
          const windowOffset = Math.max(0, offset - changed.length);
          const asked = limit + changed.length;
          const page = pageOfLegs(
            {
              changed: changed
                .map((entry) => leg(entry.id, BigInt((entry.folded ?? 0) + (entry.delta ?? 0))))
                .reverse(),
              folded: others.slice(windowOffset, windowOffset + asked).reverse(),
              offset: windowOffset,
              asked,
            },
            offset,
            limit,
          );
          expect(page.map((entry) => entry.id)).toEqual(
            live
              .sort(heavierFirst)
              .slice(offset, offset + limit)
              .map((entry) => entry.id),
          );
        },
      ),
      { ...replayParameters(), numRuns: 2_000 },
    );
  });
});
