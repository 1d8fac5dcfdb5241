import type { Asset } from '@colony/contract/assets';
import type { SettlementDayRecord } from '@colony/contract/avatars';
import { ERRORS, type ErrorName } from '@colony/contract/errors';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expect } from 'vitest';
import type { Db } from '../../db/database.ts';
import { DEFAULT_ECONOMY, type EconomyConfig, wholeUnits } from '../../economy/config.ts';
import type { PoolRule, StakingPlanRule } from '../../economy/staking-config.ts';
import { ledger } from '../../ledger/ledger.ts';
import { postWrite, signInNewMember, type TestMember } from '../../test/money.ts';
import { seedRootMember } from '../../test/sign-in.ts';
import { createTestApp } from '../../test/test-app.ts';

/** Shared by the staking and pool suites: short terms and small amounts so a test reaches them. */

export const PLEDGE = '/api/nft/Pledge/pledge';
export const REDEEM = '/api/nft/Pledge/redeemOrder';
export const PLEDGE_HOME = '/api/nft/Pledge/home';
export const PLEDGE_LIST = '/api/nft/Pledge/getOrderList';
export const PLEDGE_DETAIL = '/api/nft/Pledge/pledgeDetail';
export const PLEDGE_COLONY = '/api/nft/Pledge/homedomain';
export const POOLS = '/api/nft/Home/homedefi';
export const POOL_PAY_CONFIG = '/api/nft/Defi/payConfig';
export const POOL_TOKENS = '/api/nft/Defi/token';
export const JOIN = '/api/nft/Defi/pledge';
export const POSITIONS = '/api/nft/Defi/getOrderList';
export const RUN = '/api/admin/Settlement/run';

export const mm = (whole: string) => wholeUnits(whole, 'MM');
export const usdt = (whole: string) => wholeUnits(whole, 'USDT');

export const TEST_PLANS: StakingPlanRule[] = [
  {
    id: 1,
    asset: 'MM',
    rewardAsset: 'MC',
    termDays: 3,
    dailyRateBps: 100,
    minimum: mm('10'),
    maximum: mm('1000'),
    open: true,
  },
  {
    id: 2,
    asset: 'USDT',
    rewardAsset: 'UME',
    termDays: 30,
    dailyRateBps: 25,
    minimum: usdt('50'),
    maximum: usdt('5000'),
    open: true,
  },
  {
    id: 3,
    asset: 'MM',
    rewardAsset: 'MM',
    termDays: 10,
    dailyRateBps: 10,
    minimum: mm('1'),
    maximum: mm('10'),
    open: false,
  },
];

/** Pools that start on `today`: a farm of 3 days, a laser pool locked past its end, one closed, one upcoming. */
export function testPools(today: string, upcomingStart: string): PoolRule[] {
  return [
    {
      id: 1,
      type: 'farm',
      asset: 'MC',
      rewardAsset: 'MC',
      budget: wholeUnits('300', 'MC') + 7n,
      days: 3,
      lockDays: 2,
      startDay: today,
      minimum: wholeUnits('1', 'MC'),
      maximum: wholeUnits('10000', 'MC'),
      open: true,
    },
    {
      id: 2,
      type: 'laser',
      asset: 'MM',
      rewardAsset: 'MM',
      budget: mm('3600'),
      days: 360,
      lockDays: 360,
      startDay: today,
      minimum: mm('10'),
      maximum: mm('100000'),
      open: true,
    },
    {
      id: 3,
      type: 'mining',
      asset: 'UME',
      rewardAsset: 'UME',
      budget: wholeUnits('10', 'UME'),
      days: 10,
      lockDays: 5,
      startDay: today,
      minimum: wholeUnits('1', 'UME'),
      maximum: wholeUnits('100', 'UME'),
      open: false,
    },
    {
      id: 4,
      type: 'mining',
      asset: 'UME',
      rewardAsset: 'UME',
      budget: wholeUnits('10', 'UME'),
      days: 10,
      lockDays: 5,
      startDay: upcomingStart,
      minimum: wholeUnits('1', 'UME'),
      maximum: wholeUnits('100', 'UME'),
      open: true,
    },
  ];
}

export function testEconomy(pools: PoolRule[] = DEFAULT_ECONOMY.pools): EconomyConfig {
  return { ...DEFAULT_ECONOMY, staking: { ...DEFAULT_ECONOMY.staking, plans: TEST_PLANS }, pools };
}

/** An app that settles ahead (SETTLEMENT_ALLOW_FUTURE) and its operator. */
export async function stakingApp(
  db: Db,
  economy: EconomyConfig,
): Promise<{ app: FastifyInstance; operator: TestMember }> {
  await seedRootMember(db);
  const operatorAccount = privateKeyToAccount(generatePrivateKey());
  const app = await createTestApp(
    db,
    { OPERATOR_ADDRESSES: operatorAccount.address, SETTLEMENT_ALLOW_FUTURE: 'true' },
    { economy },
  );
  const operator = await signInNewMember(app, db, operatorAccount);
  return { app, operator };
}

export async function settle(
  app: FastifyInstance,
  operator: TestMember,
  through: string,
): Promise<SettlementDayRecord[]> {
  const response = await postWrite(app, RUN, { through }, operator, null);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.days;
}

export function expectError(response: LightMyRequestResponse, name: ErrorName) {
  expect(response.statusCode, response.body).toBe(ERRORS[name].status);
  expect(response.json().code, response.body).toBe(ERRORS[name].code);
}

export async function balanceOf(db: Db, memberId: number, asset: Asset) {
  const balance = (await ledger.balances(db, memberId)).find((entry) => entry.asset === asset);
  return { available: balance?.available ?? 0n, frozen: balance?.frozen ?? 0n };
}

/** The figures a step of a settled day reported. */
export function stepFigures(days: SettlementDayRecord[], day: string, step: string) {
  return days.find((record) => record.day === day)?.steps.find((entry) => entry.step === step)?.figures;
}
