import type { Stablecoin } from '@colony/contract/assets';
import type { FastifyInstance } from 'fastify';
import { keccak256, stringToHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Db } from '../db/database.ts';
import { wholeUnits } from '../economy/config.ts';
import { DEMO_ROOT_INVITE_CODE } from '../env.ts';
import { findMemberByAddress } from '../modules/members/queries.ts';
import { addDays, colonyToday } from '../settlement/calendar.ts';
import { fundMember, postWrite, signInNewMember, type TestMember } from './money.ts';
import { SCENARIO_CLOCK, SCENARIO_ECONOMY } from './settlement-scenario-economy.ts';
import { seedRootMember } from './sign-in.ts';
import { createTestApp } from './test-app.ts';

/**
 * A colony over eight settlement days, played the same way on any number of databases so that a
 * settlement interrupted in every possible way can be compared with one that ran straight through:
 * purchases, a queue longer than three days of supply (some of it served, some expired), a queue
 * entry cancelled, a guide refused, a sale to the trader, an avatar that runs out of fuel, energy
 * levels from referrals' purchases, and days settled several at a time.
 */

const CREATE = '/api/nft/nft_order/orderCreate';
const CANCEL = '/api/nft/nft_order/orderCancel';
const SELL = '/api/nft/Money_Exchange/exchange';

/** Each member's superior, by index; null: the root. */
const TREE: (number | null)[] = [null, 0, 0, 1, null, null];

export interface ScenarioWorld {
  app: FastifyInstance;
  db: Db;
  members: TestMember[];
  /** Every request of the scenario with the answer it got: the same on every database. */
  transcript: string[];
}

/** The members of the scenario, with the same addresses on every database, funded and signed in. */
export async function scenarioWorld(db: Db): Promise<ScenarioWorld> {
  await seedRootMember(db);
  const app = await createTestApp(db, { SETTLEMENT_ALLOW_FUTURE: 'true' }, { economy: SCENARIO_ECONOMY });
  const members: TestMember[] = [];
  for (const [index, superior] of TREE.entries()) {
    const account = privateKeyToAccount(keccak256(stringToHex(`settlement-scenario:${index}`)));
    const inviter = superior === null ? undefined : members[superior];
    const referee = inviter
      ? ((await findMemberByAddress(db, inviter.address))?.inviteCode ?? '')
      : DEMO_ROOT_INVITE_CODE;
    const member = await signInNewMember(app, db, account, referee);
    await fundMember(db, member.memberId, 'USDT', wholeUnits('1000', 'USDT'));
    await fundMember(db, member.memberId, 'USDC', wholeUnits('500', 'USDC'));
    await fundMember(db, member.memberId, 'MM', wholeUnits('100', 'MM'));
    members.push(member);
  }
  return { app, db, members, transcript: [] };
}

/**
 * Plays the scenario; `settle` settles every day up to the one it is given, however it likes
 * (straight through, crashing and restarting, in a child process that is killed, twice at once).
 */
export async function playScenario(
  world: ScenarioWorld,
  settle: (through: string) => Promise<void>,
): Promise<void> {
  const { app, members, transcript } = world;
  const member = (index: number) => members[index] as TestMember;
  const record = (label: string, body: { code: number; data?: { status?: string; id?: string } }) => {
    transcript.push(`${label}: ${body.code} ${body.data?.status ?? ''}`);
    return body.data?.id;
  };
  const buy = async (index: number, avatarId: number, asset: Stablecoin, queue = false) => {
    const response = await postWrite(app, CREATE, { avatarId, asset, queue }, member(index));
    return record(`m${index} buys ${avatarId} in ${asset}${queue ? ', queue' : ''}`, response.json());
  };
  const d0 = await colonyToday(world.db, SCENARIO_CLOCK);

  // Day 0, before the colony's first settlement: sales are open at once.
  await buy(0, 1, 'USDT');
  for (const index of [1, 2, 3, 4, 5]) await buy(index, 1, index === 3 ? 'USDC' : 'USDT', true);
  await buy(0, 15, 'USDT');
  await buy(1, 15, 'USDT', true);
  const leaving = await buy(4, 15, 'USDT', true);
  record('m4 leaves the queue', (await postWrite(app, CANCEL, { id: leaving }, member(4))).json());
  await buy(2, 2, 'USDT');
  await buy(2, 3, 'USDC');
  await buy(2, 2, 'USDT');
  await settle(d0);

  // Day 1: the day's main avatar went to the queue.
  await buy(0, 1, 'USDT', true);
  const sale = await postWrite(
    app,
    SELL,
    { asset: 'MM', amount: wholeUnits('40', 'MM').toString() },
    member(3),
  );
  record('m3 sells 40 MM', sale.json());
  // Days 1 to 4 at once, as after days without a settlement.
  await settle(addDays(d0, 4));

  await buy(5, 15, 'USDT');
  await buy(5, 1, 'USDT');
  await buy(3, 1, 'USDC', true);
  await buy(1, 1, 'USDT', true);
  await buy(3, 2, 'USDT');
  await settle(addDays(d0, 7));
}

/** The last day the scenario settles, counted from its first. */
export const SCENARIO_DAYS = 8;
