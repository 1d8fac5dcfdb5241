import type { UserIndexWithAssetsResponse } from '@colony/contract/money';
import type {
  DirectMember,
  TeamFigures,
  TeamGroupResponse,
  TeamLeg,
  TeamRulesResponse,
  TeamXingResponse,
} from '@colony/contract/team';

/** Answers of the team endpoints as the server gives them, for the feature's tests. */

export const E18 = 10n ** 18n;
export const MEMBER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const DIRECT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const DEEPER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
export const usd = (whole: bigint) => (whole * E18).toString();

export function figures(patch: Partial<TeamFigures> = {}): TeamFigures {
  return {
    address: MEMBER,
    superiorAddress: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
    joinedAt: '2026-10-01T08:00:00.000Z',
    inviteCode: 'ABCD2345',
    inviteLink: 'https://colony.test/?code=ABCD2345',
    starLevel: 1,
    eliteTier: null,
    effective: true,
    teamSize: 42,
    directCount: 5,
    directEffectiveCount: 3,
    effectiveCount: 30,
    personalPerformance: usd(500n),
    teamPerformance: usd(12_000n),
    largestLegAddress: DIRECT,
    largestLegPerformance: usd(7_000n),
    smallZonePerformance: usd(5_000n),
    teamIncomeTotal: usd(640n),
    today: '2026-11-27',
    todayPerformance: usd(300n),
    todayNewMembers: 2,
    todayNewEffective: 1,
    ...patch,
  };
}

export function directMember(index: number, patch: Partial<DirectMember> = {}): DirectMember {
  return {
    address: `0x${(index + 1).toString(16).padStart(40, '0')}`,
    joinedAt: '2026-11-01T10:00:00.000Z',
    starLevel: 0,
    effective: index % 2 === 0,
    personalPerformance: usd(100n),
    teamSize: index,
    teamPerformance: usd(BigInt(index) * 10n),
    legPerformance: usd(100n + BigInt(index) * 10n),
    ...patch,
  };
}

export function leg(patch: Partial<TeamLeg> = {}): TeamLeg {
  return { address: DIRECT, size: 20, effectiveCount: 15, performance: usd(7_000n), largest: true, ...patch };
}

export function group(
  legs: TeamLeg[] = [
    leg(),
    leg({ address: DEEPER, size: 21, effectiveCount: 14, performance: usd(5_000n), largest: false }),
  ],
): TeamGroupResponse {
  return {
    list: legs,
    total: legs.length,
    page: 1,
    limit: 10,
    teamPerformance: usd(12_000n),
    largestLegPerformance: usd(7_000n),
    smallZonePerformance: usd(5_000n),
  };
}

export const levels: TeamRulesResponse['levels'] = [
  { level: 1, smallZonePerformance: usd(1_000n), directEffective: 2, teamRate: '0.05' },
  { level: 2, smallZonePerformance: usd(10_000n), directEffective: 5, teamRate: '0.1' },
  { level: 3, smallZonePerformance: usd(50_000n), directEffective: 10, teamRate: '0.15' },
];

export function xing(patch: Partial<TeamXingResponse> = {}): TeamXingResponse {
  return {
    levels,
    starLevel: 1,
    reachedLevel: 1,
    next: {
      level: 2,
      smallZonePerformance: { required: usd(10_000n), current: usd(5_000n), met: false },
      directEffective: { required: '5', current: '3', met: false },
    },
    nextSettlementAt: new Date(Date.now() + 3_600_000).toISOString(),
    ...patch,
  };
}

export function rules(patch: Partial<TeamRulesResponse> = {}): TeamRulesResponse {
  return {
    referralRates: ['0.05', '0.03', '0.01'],
    levels,
    bonusRate: '0.01',
    starLevelPoolRate: '0.02',
    maxShareOfSales: '0.3',
    effectiveOnly: true,
    ...patch,
  };
}

export function memberIndex(): UserIndexWithAssetsResponse {
  return {
    address: MEMBER,
    inviteCode: 'ABCD2345',
    superior: null,
    createdAt: '2026-10-01T08:00:00.000Z',
    assets: (['USDT', 'USDC', 'MM', 'MC', 'UME', 'MCD'] as const).map((asset) => ({
      asset,
      available: '0',
      frozen: '0',
    })),
    fuel: '0',
    nextOutputAt: null,
    income: {
      staking: [],
      referral: [{ asset: 'USDT', amount: usd(120n) }],
      team: [{ asset: 'USDT', amount: usd(400n) }],
      bonus: [],
      activity: [],
      starLevel: [{ asset: 'USDT', amount: usd(120n) }],
    },
  };
}
