import type { UserIndexWithAssetsResponse } from '@colony/contract/money';
import type { MemberPoolStake, Pool } from '@colony/contract/pools';
import type { StakingOrder, StakingPlan } from '@colony/contract/staking';

/** Answers of the staking and pool endpoints as the server gives them, for the feature's tests. */

export const E18 = 10n ** 18n;
export const MEMBER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

export const mmPlan: StakingPlan = {
  id: 1,
  asset: 'MM',
  rewardAsset: 'MC',
  termDays: 30,
  dailyRate: '0.003',
  minimum: (100n * E18).toString(),
  maximum: (50_000n * E18).toString(),
  open: true,
};

export const usdtPlan: StakingPlan = {
  id: 4,
  asset: 'USDT',
  rewardAsset: 'UME',
  termDays: 90,
  dailyRate: '0.001',
  minimum: (50n * E18).toString(),
  maximum: (50_000n * E18).toString(),
  open: true,
};

export function stakingOrder(patch: Partial<StakingOrder> = {}): StakingOrder {
  return {
    id: '6f1c0f0e-5a0b-4d7e-9a51-0c4f3c2b1a00',
    planId: 1,
    asset: 'MM',
    rewardAsset: 'MC',
    amount: (1000n * E18).toString(),
    dailyRate: '0.003',
    dailyIncome: (3n * E18).toString(),
    termDays: 30,
    expectedIncome: (90n * E18).toString(),
    status: 'earning',
    incomeTotal: (6n * E18).toString(),
    incomeDays: 2,
    stakedDay: '2026-11-20',
    firstIncomeDay: '2026-11-21',
    lastIncomeDay: '2026-12-20',
    maturesAt: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    createdAt: '2026-11-20T10:00:00.000Z',
    redeemedAt: null,
    early: null,
    fee: null,
    heldRate: null,
    incomeReturned: null,
    ...patch,
  };
}

export function pool(patch: Partial<Pool> = {}): Pool {
  return {
    id: 1,
    type: 'laser',
    asset: 'MM',
    rewardAsset: 'MM',
    tvl: (10_000n * E18).toString(),
    stakers: 3,
    budget: (36_000n * E18).toString(),
    rewardsPaid: (1_000n * E18).toString(),
    remaining: (35_000n * E18).toString(),
    dailyReward: (100n * E18).toString(),
    apr: '3.65',
    lockDays: 360,
    days: 360,
    startDay: '2026-11-01',
    endDay: '2027-10-26',
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt: '2027-10-27T00:00:00.000Z',
    status: 'inProgress',
    joinable: true,
    minimum: (10n * E18).toString(),
    maximum: (100_000n * E18).toString(),
    ...patch,
  };
}

export const stake = (poolId: number, whole: bigint): MemberPoolStake => ({
  poolId,
  staked: (whole * E18).toString(),
  rewards: '0',
});

export function memberWith(
  balances: Partial<Record<'USDT' | 'MM' | 'MC', bigint>>,
): UserIndexWithAssetsResponse {
  return {
    address: MEMBER,
    inviteCode: 'ABCD2345',
    superior: null,
    createdAt: '2024-05-01T00:00:00.000Z',
    assets: (['USDT', 'USDC', 'MM', 'MC', 'UME', 'MCD'] as const).map((asset) => ({
      asset,
      available: (balances[asset as 'USDT' | 'MM' | 'MC'] ?? 0n).toString(),
      frozen: '0',
    })),
    fuel: '0',
    nextOutputAt: null,
    income: { staking: [], referral: [], team: [], bonus: [], activity: [], starLevel: [] },
  };
}
