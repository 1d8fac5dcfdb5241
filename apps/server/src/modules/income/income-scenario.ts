import type { Stablecoin } from '@colony/contract/assets';
import type { FastifyInstance } from 'fastify';
import { keccak256, stringToHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Db } from '../../db/database.ts';
import { wholeUnits } from '../../economy/config.ts';
import { DEMO_ROOT_INVITE_CODE } from '../../env.ts';
import { addDays, colonyToday } from '../../settlement/calendar.ts';
import { fundMember, postWrite, signInNewMember, type TestMember } from '../../test/money.ts';
import { seedRootMember } from '../../test/sign-in.ts';
import { createTestApp, post } from '../../test/test-app.ts';
import { findMemberByAddress } from '../members/queries.ts';
import { INCOME_SCENARIO_CLOCK, INCOME_SCENARIO_ECONOMY } from './income-scenario-economy.ts';
import { giveStarLevel } from './income-test-kit.ts';

/**
 * A colony earning referral, team, bonus and star-level income over the days up to the end of a
 * month, played the same way on any number of databases so that a settlement interrupted in every
 * possible way can be compared with one that ran straight through: purchases in both stablecoins
 * below starred members and their peers, star levels given between settlements (as a previous
 * settlement would leave them; each settlement's `star_levels` step then gives the levels the
 * folded figures reach), and the month's elite review.
 */

const CREATE = '/api/nft/nft_order/orderCreate';
const USER_INDEX = '/api/user/user/index';

/** Each member's superior, by index; null: the root. m2 has the star level of m0 above it (its peer). */
const TREE: (number | null)[] = [null, 0, 1, 2, 0, 2];

export interface IncomeWorld {
  app: FastifyInstance;
  db: Db;
  members: TestMember[];
  /** Every request of the scenario with the answer it got: the same on every database. */
  transcript: string[];
}

export async function incomeWorld(db: Db): Promise<IncomeWorld> {
  await seedRootMember(db);
  const app = await createTestApp(
    db,
    { SETTLEMENT_ALLOW_FUTURE: 'true' },
    { economy: INCOME_SCENARIO_ECONOMY },
  );
  const members: TestMember[] = [];
  for (const [index, superior] of TREE.entries()) {
    const account = privateKeyToAccount(keccak256(stringToHex(`income-scenario:${index}`)));
    const inviter = superior === null ? undefined : members[superior];
    const referee = inviter
      ? ((await findMemberByAddress(db, inviter.address))?.inviteCode ?? '')
      : DEMO_ROOT_INVITE_CODE;
    const member = await signInNewMember(app, db, account, referee);
    await fundMember(db, member.memberId, 'USDT', wholeUnits('2000', 'USDT'));
    await fundMember(db, member.memberId, 'USDC', wholeUnits('1000', 'USDC'));
    members.push(member);
  }
  return { app, db, members, transcript: [] };
}

/** The last day of the month `day` is in. */
export function monthEndOf(day: string): string {
  return addDays(`${addDays(`${day.slice(0, 7)}-28`, 4).slice(0, 7)}-01`, -1);
}

/** Plays the scenario; `settle` settles every day up to the one it is given, however it likes. */
export async function playIncomeScenario(
  world: IncomeWorld,
  settle: (through: string) => Promise<void>,
): Promise<string> {
  const { app, db, members, transcript } = world;
  const member = (index: number) => members[index] as TestMember;
  const buy = async (index: number, avatarId: number, asset: Stablecoin) => {
    const answer = (await postWrite(app, CREATE, { avatarId, asset, queue: false }, member(index))).json();
    transcript.push(`m${index} buys ${avatarId} in ${asset}: ${answer.code} ${answer.data?.status ?? ''}`);
  };
  const level = async (index: number, day: string, starLevel: number) =>
    giveStarLevel(db, member(index).memberId, day, starLevel);
  const d0 = await colonyToday(db, INCOME_SCENARIO_CLOCK);

  // The previous settlement left m0 and m2 at level 2, m1 at level 1.
  await level(0, d0, 2);
  await level(1, d0, 1);
  await level(2, d0, 2);
  for (const index of [0, 1, 2, 4]) await buy(index, 1, 'USDT');
  await buy(3, 1, 'USDC');
  await buy(5, 15, 'USDT');
  await buy(3, 2, 'USDT');
  await settle(d0);

  // m1 at level 3 and m4 at level 1 after day 1: the next day's income follows.
  await buy(5, 3, 'USDC');
  await buy(4, 2, 'USDT');
  await settle(addDays(d0, 1));
  await level(1, addDays(d0, 1), 3);
  await level(4, addDays(d0, 1), 1);
  await buy(3, 1, 'USDT');
  await buy(5, 1, 'USDC');
  // Through the end of the month at once (the next one when day 3 is already past it): the review.
  const end = monthEndOf(addDays(d0, 3));
  await settle(end);
  // Every member looks at their income: the request collects their star-level income first.
  for (const index of members.keys()) {
    const answer = (await post(app, USER_INDEX, {}, member(index).headers)).json();
    const starLevel = (answer.data?.income?.starLevel ?? []) as { asset: string; amount: string }[];
    transcript.push(
      `m${index} star-level income: ${answer.code} ${starLevel.map((entry) => `${entry.amount} ${entry.asset}`).join(', ')}`,
    );
  }
  return end;
}
