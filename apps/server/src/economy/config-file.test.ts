import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarRule, DEFAULT_ECONOMY, type EconomyConfig, wholeUnits } from './config.ts';
import { applyEconomyOverride, EconomyConfigError, loadEconomyConfig } from './config-file.ts';

/** The problems an override is refused with; fails the test when it is accepted. */
function problemsOf(override: unknown): string[] {
  try {
    applyEconomyOverride(override);
  } catch (error) {
    if (error instanceof EconomyConfigError) return error.problems;
    throw error;
  }
  throw new Error(`accepted: ${JSON.stringify(override)}`);
}

/** A new avatar with every field. */
const RANGER = {
  kind: 'alliance',
  names: { en: 'Dust Ranger', de: 'Staubwaldläufer' },
  assets: ['USDC'],
  price: '12.5',
  fuelMultiplierBps: 20_000,
  dailyYieldBps: 150,
  outputBps: { MM: 5000, MC: 3000, UME: 2000 },
  dailySupply: 40,
  forSale: true,
};

describe('ECONOMY_CONFIG overrides', () => {
  it('applies what they change and keeps every other default', () => {
    const config = applyEconomyOverride({
      avatars: { '1': { price: '2.5', dailySupply: 7 }, '20': RANGER },
      queue: { retentionDays: 10 },
      transfers: { MM: { minimum: '0.5' } },
      buyBack: { MM: { feeBps: 250 } },
      swaps: [{ from: 'USDT', to: 'USDC', price: '0.999', feeBps: 0, minimum: '5' }],
      grants: { airdrop: { UME: '20' } },
      energy: { boostsBps: [10_000, 10_100, 10_200, 10_300, 10_400, 10_500, 10_600, 10_700] },
    });
    const main = avatarRule(config, 1);
    expect(main).toEqual({
      ...avatarRule(DEFAULT_ECONOMY, 1),
      price: wholeUnits('2.5', 'USDT'),
      dailySupply: 7,
    });
    expect(avatarRule(config, 20)).toEqual({
      ...RANGER,
      id: 20,
      kind: 'alliance',
      assets: ['USDC'],
      price: 12_500_000_000_000_000_000n,
    });
    // The others as they were, in their order, the new one last.
    expect(config.avatars.map((rule) => rule.id)).toEqual([1, 2, 3, 15, 16, 17, 20]);
    for (const id of [2, 3, 15, 16, 17])
      expect(avatarRule(config, id)).toEqual(avatarRule(DEFAULT_ECONOMY, id));
    expect(config.queue).toEqual({ ...DEFAULT_ECONOMY.queue, retentionDays: 10 });
    expect(config.transfers.MM).toEqual({ transferable: true, minimum: 500_000_000_000_000_000n });
    expect(config.transfers.USDT).toEqual(DEFAULT_ECONOMY.transfers.USDT);
    expect(config.buyBack.MM).toEqual({ ...DEFAULT_ECONOMY.buyBack.MM, feeBps: 250 });
    // A list replaces the default's.
    expect(config.swaps).toEqual([
      {
        from: 'USDT',
        to: 'USDC',
        price: 999_000_000_000_000_000n,
        feeBps: 0,
        minimum: wholeUnits('5', 'USDT'),
      },
    ]);
    expect(config.grants.airdrop).toEqual({
      ...DEFAULT_ECONOMY.grants.airdrop,
      UME: wholeUnits('20', 'UME'),
    });
    expect(config.energy).toEqual({
      ...DEFAULT_ECONOMY.energy,
      boostsBps: [10_000, 10_100, 10_200, 10_300, 10_400, 10_500, 10_600, 10_700],
    });
    expect(config.withdrawals).toEqual(DEFAULT_ECONOMY.withdrawals);
    // The defaults themselves are untouched.
    expect(avatarRule(DEFAULT_ECONOMY, 1)?.dailySupply).toBe(500);
  });

  it('takes how far ahead of the clock a vote may be signed', () => {
    const { governance } = applyEconomyOverride({ governance: { timestampFutureToleranceSeconds: 5 } });
    expect(governance).toMatchObject({ timestampFutureToleranceSeconds: 5, timestampToleranceSeconds: 300 });
  });

  it('leaves the defaults as they are when empty', () => {
    expect(applyEconomyOverride({})).toEqual(DEFAULT_ECONOMY);
  });

  it('refuses an unknown key, naming it', () => {
    expect(problemsOf({ avatar: {} })).toEqual(['avatar: unknown key']);
    expect(problemsOf({ avatars: { '1': { colour: 'red' } } })).toEqual(['avatars.1.colour: unknown key']);
    expect(problemsOf({ avatars: { '1': { names: { fr: 'Pionnier' } } } })).toEqual([
      'avatars.1.names.fr: unknown key',
    ]);
    expect(problemsOf({ transfers: { BTC: { minimum: '1' } } })).toEqual(['transfers.BTC: unknown key']);
    expect(problemsOf({ queue: { retention: 5 } })).toEqual(['queue.retention: unknown key']);
    expect(problemsOf({ energy: { zoneSteps: [1, 2, 3], levels: 9 } })).toEqual([
      'energy.levels: unknown key',
    ]);
  });

  it('refuses a bad value, naming the key, and reports every problem at once', () => {
    const cases: [unknown, string][] = [
      [{ avatars: { '1': { dailySupply: -1 } } }, 'avatars.1.dailySupply'],
      [{ avatars: { '1': { dailySupply: 2.5 } } }, 'avatars.1.dailySupply'],
      [{ avatars: { '1': { price: 100 } } }, 'avatars.1.price'],
      [{ avatars: { '1': { price: 'abc' } } }, 'avatars.1.price'],
      [{ avatars: { '1': { price: '0' } } }, 'avatars.1.price'],
      [{ avatars: { '1': { kind: 'wizard' } } }, 'avatars.1.kind'],
      [{ avatars: { '1': { assets: [] } } }, 'avatars.1.assets'],
      [{ avatars: { '1': { assets: ['MM'] } } }, 'avatars.1.assets.0'],
      [{ avatars: { '1': { assets: ['USDT', 'USDT'] } } }, 'avatars.1.assets'],
      [{ avatars: { '1': { fuelMultiplierBps: 5_000 } } }, 'avatars.1.fuelMultiplierBps'],
      [{ avatars: { '1': { dailyYieldBps: 0 } } }, 'avatars.1.dailyYieldBps'],
      [{ avatars: { '1': { outputBps: { MM: 9000 } } } }, 'avatars.1.outputBps'],
      [{ avatars: { '1': { forSale: 'yes' } } }, 'avatars.1.forSale'],
      [{ avatars: { '1': { names: { en: '' } } } }, 'avatars.1.names.en'],
      [{ avatars: { abc: { price: '1' } } }, 'avatars.abc'],
      [{ avatars: { '0': { price: '1' } } }, 'avatars.0'],
      [{ avatars: { '1': null } }, 'avatars.1'],
      [{ queue: { retentionDays: 0 } }, 'queue.retentionDays'],
      [{ queue: { guideLimit: -1 } }, 'queue.guideLimit'],
      [{ energy: { boostsBps: [10_000, 10_500] } }, 'energy.boostsBps'],
      [{ energy: { directSteps: [2, 1, 3] } }, 'energy.directSteps.1'],
      [{ buyBack: { MM: { feeBps: 10_000 } } }, 'buyBack.MM'],
      [{ transfers: { USDT: { minimum: '0' } } }, 'transfers.USDT'],
      [{ withdrawals: { USDT: { fee: '20' } } }, 'withdrawals.USDT'],
      [{ grants: { airdrop: { MM: '0' } } }, 'grants.airdrop.MM'],
      [{ swaps: [{ from: 'USDT', to: 'USDT', price: '1', feeBps: 0, minimum: '1' }] }, 'swaps.USDT->USDT'],
      [{ governance: { timestampFutureToleranceSeconds: 0 } }, 'governance.timestampFutureToleranceSeconds'],
      [
        { governance: { timestampFutureToleranceSeconds: 301 } },
        'governance.timestampFutureToleranceSeconds',
      ],
      [
        { governance: { timestampFutureToleranceSeconds: 1.5 } },
        'governance.timestampFutureToleranceSeconds',
      ],
      [[], '(root)'],
      [null, '(root)'],
    ];
    for (const [override, key] of cases) {
      const problems = problemsOf(override);
      expect(
        problems.some((problem) => problem.startsWith(`${key}:`) || problem.startsWith(`${key}.`)),
        `${JSON.stringify(override)} → ${JSON.stringify(problems)}`,
      ).toBe(true);
    }
    const several = problemsOf({
      avatars: { '1': { price: 'x', dailySupply: -1 } },
      queue: { retentionDays: 99 },
    });
    expect(several.length).toBeGreaterThanOrEqual(2);
  });

  it('needs every field of a new avatar, and names the missing ones', () => {
    expect(problemsOf({ avatars: { '20': { kind: 'alliance', price: '10' } } })).toEqual([
      'avatars.20: a new avatar needs names, assets, fuelMultiplierBps, dailyYieldBps, outputBps, dailySupply, forSale',
    ]);
    for (const field of Object.keys(RANGER)) {
      const { [field as keyof typeof RANGER]: _, ...missing } = RANGER;
      expect(problemsOf({ avatars: { '20': missing } })).toEqual([`avatars.20: a new avatar needs ${field}`]);
    }
    // An English name is the one a new avatar cannot do without.
    expect(problemsOf({ avatars: { '20': { ...RANGER, names: { de: 'Staubwaldläufer' } } } })).toEqual([
      'avatars.20.names.en: an English name is required',
    ]);
  });

  it('reads amounts as whole units, to the asset’s 18 decimals and no further', () => {
    const price = (value: string) =>
      avatarRule(applyEconomyOverride({ avatars: { '1': { price: value } } }), 1)?.price;
    expect(price('100')).toBe(100n * 10n ** 18n);
    expect(price('0.5')).toBe(5n * 10n ** 17n);
    // One base unit is an amount; a price that small produces nothing a day and is refused for that.
    expect(
      applyEconomyOverride({ transfers: { MM: { minimum: '0.000000000000000001' } } }).transfers.MM.minimum,
    ).toBe(1n);
    expect(problemsOf({ avatars: { '1': { price: '0.000000000000000001' } } })).toEqual([
      'avatars.1: produces nothing per day at this price and yield',
    ]);
    expect(price('007.25')).toBe(7_250_000_000_000_000_000n);
    for (const value of ['0.0000000000000000001', '1e3', '-1', '1,5', '.5', '5.', ' 5', '0x10', '']) {
      expect(
        problemsOf({ avatars: { '1': { price: value } } }).some((problem) =>
          problem.startsWith('avatars.1.price'),
        ),
        value,
      ).toBe(true);
    }
  });
});

describe('loadEconomyConfig', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'colony-economy-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function file(name: string, text: string): Promise<string> {
    const where = path.join(dir, name);
    await writeFile(where, text);
    return where;
  }

  it('reads a file and applies it', async () => {
    const config: EconomyConfig = loadEconomyConfig(
      await file('good.json', JSON.stringify({ avatars: { '1': { dailySupply: 3 } } })),
    );
    expect(avatarRule(config, 1)?.dailySupply).toBe(3);
  });

  it('names the file and what is wrong with it', async () => {
    const broken = await file('broken.json', '{"avatars": ');
    expect(() => loadEconomyConfig(broken)).toThrow(EconomyConfigError);
    expect(() => loadEconomyConfig(broken)).toThrow(broken);
    const missing = path.join(dir, 'missing.json');
    expect(() => loadEconomyConfig(missing)).toThrow(missing);
    const bad = await file(
      'bad.json',
      JSON.stringify({ avatars: { '1': { colour: 'red', dailySupply: -3 } } }),
    );
    try {
      loadEconomyConfig(bad);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EconomyConfigError);
      const message = (error as Error).message;
      expect(message).toContain(`ECONOMY_CONFIG ${bad}`);
      expect(message).toContain('avatars.1.colour: unknown key');
    }
  });
});
