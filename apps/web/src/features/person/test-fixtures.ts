import type { MyAvatarsResponse, OwnedAvatar } from '@colony/contract/avatars';
import type { UserIndexWithAssetsResponse } from '@colony/contract/money';
import type { TeamFigures } from '@colony/contract/team';

/** Answers of the endpoints the Personal Center reads, as the server gives them, for the feature's tests. */

export const E18 = 10n ** 18n;
export const MEMBER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const units = (whole: bigint) => (whole * E18).toString();

export function member(patch: Partial<UserIndexWithAssetsResponse> = {}): UserIndexWithAssetsResponse {
  return {
    address: MEMBER,
    inviteCode: 'ABCD2345',
    superior: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
    createdAt: '2026-10-01T08:00:00.000Z',
    assets: [
      { asset: 'USDT', available: units(250n), frozen: units(40n) },
      { asset: 'USDC', available: '0', frozen: '0' },
      { asset: 'MM', available: units(12n), frozen: '0' },
      { asset: 'MC', available: '0', frozen: '0' },
      { asset: 'UME', available: '0', frozen: '0' },
      { asset: 'MCD', available: '0', frozen: '0' },
    ],
    fuel: units(350n),
    nextOutputAt: null,
    income: { staking: [], referral: [], team: [], bonus: [], activity: [], starLevel: [] },
    ...patch,
  };
}

function owned(id: number, state: OwnedAvatar['state']): OwnedAvatar {
  return {
    id,
    avatarId: 1,
    kind: 'main',
    name: 'Colony Pioneer',
    asset: 'USDT',
    price: units(100n),
    totalFuel: units(200n),
    remainingFuel: state === 'spent' ? '0' : units(150n),
    dailyBurn: state === 'spent' ? '0' : units(1n),
    output: [],
    state,
    firstDay: '2026-10-02',
    producingFrom: '2026-10-02T00:00:00.000Z',
    orderId: `c0ffee00-0000-4000-8000-00000000000${id}`,
    createdAt: '2026-10-01T08:30:00.000Z',
  };
}

export function holdings(states: OwnedAvatar['state'][]): MyAvatarsResponse {
  return {
    avatars: states.map((state, index) => owned(index + 1, state)),
    totalFuel: units(600n),
    remainingFuel: units(350n),
    output: [],
    energy: { level: 1, maxLevel: 7, boost: '1.05', boosts: [], conditions: [], day: '2026-11-01' },
    nextSettlementAt: new Date(Date.now() + 3600_000).toISOString(),
  };
}

export function team(patch: Partial<TeamFigures> = {}): TeamFigures {
  return {
    address: MEMBER,
    superiorAddress: null,
    joinedAt: '2026-10-01T08:00:00.000Z',
    inviteCode: 'ABCD2345',
    inviteLink: 'https://colony.test/?code=ABCD2345',
    starLevel: 2,
    eliteTier: 'gold',
    effective: true,
    teamSize: 42,
    directCount: 5,
    directEffectiveCount: 3,
    effectiveCount: 30,
    personalPerformance: units(500n),
    teamPerformance: units(12_000n),
    largestLegAddress: null,
    largestLegPerformance: '0',
    smallZonePerformance: units(5_000n),
    teamIncomeTotal: '0',
    today: '2026-11-27',
    todayPerformance: '0',
    todayNewMembers: 0,
    todayNewEffective: 0,
    ...patch,
  };
}
