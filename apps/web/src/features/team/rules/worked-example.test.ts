import { describe, expect, it } from 'vitest';
import { E18, rules } from '../test-fixtures.ts';
import { exampleSuperiors, keptShare, workedExample } from './worked-example.ts';

const SALE = 1_000n * E18;
const whole = (units: bigint) => Number(units / 10n ** 16n) / 100;

describe('workedExample', () => {
  it('pays referral by generation, the team differential, a peer bonus and the star-level pool', () => {
    const example = workedExample(rules(), SALE, exampleSuperiors(rules()));
    expect(exampleSuperiors(rules()).map((superior) => superior.starLevel)).toEqual([1, 2, 2]);
    expect(
      example.lines.map((line) => [
        line.generation,
        whole(line.referral),
        whole(line.team),
        whole(line.bonus),
      ]),
    ).toEqual([
      [1, 50, 50, 0],
      [2, 30, 50, 0],
      [3, 10, 0, 10],
    ]);
    expect(example.lines.map((line) => whole(line.total))).toEqual([100, 80, 20]);
    expect(whole(example.starLevelPool)).toBe(20);
    expect(whole(example.uncappedTotal)).toBe(220);
    expect(whole(example.cap)).toBe(300);
    expect(example.capped).toBe(false);
    expect(whole(example.total)).toBe(220);
    expect(keptShare(example)).toBe(E18);
  });

  it('shrinks every line alike when the sale would pay more than the cap', () => {
    const example = workedExample(rules({ maxShareOfSales: '0.11' }), SALE, exampleSuperiors(rules()));
    expect(example.capped).toBe(true);
    expect(keptShare(example)).toBe(E18 / 2n);
    expect(example.lines.map((line) => [whole(line.referral), whole(line.team), whole(line.bonus)])).toEqual([
      [25, 25, 0],
      [15, 25, 0],
      [5, 0, 5],
    ]);
    expect(whole(example.starLevelPool)).toBe(10);
    expect(example.total).toBe(example.cap);
  });

  it('pays no one who is not an effective user when the rules say so, and leaves them out of the differential', () => {
    const superiors = [
      { starLevel: 1, effective: true },
      { starLevel: 2, effective: false },
      { starLevel: 2, effective: true },
    ];
    const example = workedExample(rules(), SALE, superiors);
    expect(example.lines.map((line) => [whole(line.referral), whole(line.team), whole(line.bonus)])).toEqual([
      [50, 50, 0],
      [0, 0, 0],
      [10, 50, 0],
    ]);
    const everyone = workedExample(rules({ effectiveOnly: false }), SALE, superiors);
    expect(everyone.lines.map((line) => whole(line.total))).toEqual([100, 80, 20]);
  });

  it('gives a peer of the lowest level the bonus when the rules have one star level', () => {
    const one = rules({
      levels: [{ level: 1, smallZonePerformance: '0', directEffective: 1, teamRate: '0.05' }],
    });
    const example = workedExample(one, SALE, exampleSuperiors(one));
    expect(example.lines.map((line) => [whole(line.team), whole(line.bonus)])).toEqual([
      [50, 0],
      [0, 10],
      [0, 0],
    ]);
  });

  it('pays referral only to the generations the rules name, rounding every amount down', () => {
    const example = workedExample(
      rules({ referralRates: ['0.033333'], levels: [], bonusRate: '0', starLevelPoolRate: '0' }),
      10n,
      exampleSuperiors(rules()),
    );
    expect(example.lines.map((line) => line.referral)).toEqual([0n, 0n, 0n]);
    const big = workedExample(rules({ referralRates: ['0.033333'] }), SALE, exampleSuperiors(rules()));
    expect(big.lines[0]?.referral).toBe(33_333_000_000_000_000_000n);
    expect(big.lines[1]?.referral).toBe(0n);
  });
});
