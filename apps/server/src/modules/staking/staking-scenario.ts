import type { FastifyInstance } from 'fastify';
import { keccak256, stringToHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Db } from '../../db/database.ts';
import { wholeUnits } from '../../economy/config.ts';
import { addDays, colonyToday } from '../../settlement/calendar.ts';
import { fundMember, postWrite, signInNewMember, type TestMember } from '../../test/money.ts';
import { seedRootMember } from '../../test/sign-in.ts';
import { createTestApp } from '../../test/test-app.ts';
import { STAKING_SCENARIO_CLOCK, STAKING_SCENARIO_ECONOMY } from './staking-scenario-economy.ts';

/**
 * A colony staking and pooling over seven settlement days, played the same way on any number of
 * databases so that a settlement interrupted in every possible way can be compared with one that
 * ran straight through: stakes that mature and are redeemed, one redeemed early for the fee, pool
 * positions returned on their unlock day, one outliving a pool, and days settled several at a time.
 */

const PLEDGE = '/api/nft/Pledge/pledge';
const REDEEM = '/api/nft/Pledge/redeemOrder';
const JOIN = '/api/nft/Defi/pledge';
const POOLS = '/api/nft/Home/homedefi';

export interface StakingWorld {
  app: FastifyInstance;
  db: Db;
  members: TestMember[];
  /** Every request of the scenario with the answer it got: the same on every database. */
  transcript: string[];
}

const whole = (amount: string, asset: 'MM' | 'MC' | 'USDT') => wholeUnits(amount, asset).toString();

export async function stakingWorld(db: Db): Promise<StakingWorld> {
  await seedRootMember(db);
  const app = await createTestApp(
    db,
    { SETTLEMENT_ALLOW_FUTURE: 'true' },
    { economy: STAKING_SCENARIO_ECONOMY },
  );
  const members: TestMember[] = [];
  for (let index = 0; index < 4; index++) {
    const account = privateKeyToAccount(keccak256(stringToHex(`staking-scenario:${index}`)));
    const member = await signInNewMember(app, db, account);
    await fundMember(db, member.memberId, 'MM', wholeUnits('300', 'MM'));
    await fundMember(db, member.memberId, 'MC', wholeUnits('100', 'MC'));
    await fundMember(db, member.memberId, 'USDT', wholeUnits('500', 'USDT'));
    members.push(member);
  }
  // The pools start on the day the colony first reads them.
  await postWrite(app, POOLS, {}, members[0] as TestMember, null);
  return { app, db, members, transcript: [] };
}

/** Plays the scenario; `settle` settles every day up to the one it is given, however it likes. */
export async function playStakingScenario(
  world: StakingWorld,
  settle: (through: string) => Promise<void>,
): Promise<void> {
  const { app, members, transcript } = world;
  const member = (index: number) => members[index] as TestMember;
  const ids: Record<string, string> = {};
  const send = async (label: string, path: string, body: object, index: number) => {
    const answer = (await postWrite(app, path, body, member(index))).json();
    transcript.push(`${label}: ${answer.code} ${answer.data?.status ?? ''}`);
    if (answer.data?.id) ids[label] = answer.data.id;
  };
  const d0 = await colonyToday(world.db, STAKING_SCENARIO_CLOCK);

  await send('m0 stakes 100 MM for 3 days', PLEDGE, { planId: 1, amount: whole('100', 'MM') }, 0);
  await send('m1 stakes 400 USDT for 5 days', PLEDGE, { planId: 2, amount: whole('400', 'USDT') }, 1);
  await send('m2 joins the farm with 30 MC', JOIN, { poolId: 1, amount: whole('30', 'MC') }, 2);
  await send('m3 joins the farm with 10 MC', JOIN, { poolId: 1, amount: whole('10', 'MC') }, 3);
  await send('m1 joins the laser pool with 50 MM', JOIN, { poolId: 2, amount: whole('50', 'MM') }, 1);
  await settle(d0);

  await send('m2 stakes 50 MM for 3 days', PLEDGE, { planId: 1, amount: whole('50', 'MM') }, 2);
  await send('m1 redeems early', REDEEM, { id: ids['m1 stakes 400 USDT for 5 days'] }, 1);
  await send('m3 joins the laser pool with 250 MM', JOIN, { poolId: 2, amount: whole('250', 'MM') }, 3);
  // Days 1 to 3 at once: the farm pays and returns its positions, the first stake matures.
  await settle(addDays(d0, 3));

  await send('m0 redeems at maturity', REDEEM, { id: ids['m0 stakes 100 MM for 3 days'] }, 0);
  await send('m0 redeems again', REDEEM, { id: ids['m0 stakes 100 MM for 3 days'] }, 0);
  await send('m0 joins the laser pool with 10 MM', JOIN, { poolId: 2, amount: whole('10', 'MM') }, 0);
  await settle(addDays(d0, 6));
}

/** The last day the scenario settles, counted from its first. */
export const STAKING_SCENARIO_DAYS = 7;
