import type { PollInfo } from './api/get-poll-info.ts';

/** A proposal's answer as the server gives it, for the feature's tests. */

export const MEMBER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const ID = '6f2d3c1e-9a8b-4c7d-8e6f-5a4b3c2d1e0f';
export const POWER = '100000000000000000000';

export function info(overrides: Partial<PollInfo> = {}): PollInfo {
  return {
    id: ID,
    title: 'Open a second landing zone',
    status: 'active',
    result: null,
    votingType: 'single',
    startAt: '2030-01-01T00:00:00.000Z',
    endAt: '2030-01-08T00:00:00.000Z',
    createdAt: '2030-01-01T00:00:00.000Z',
    votes: 0,
    leading: null,
    quorum: { bps: 1000, required: '0', cast: '0', reached: false },
    body: 'Body',
    choices: [
      { choice: 1, label: 'For', power: '0', votes: 0 },
      { choice: 2, label: 'Against', power: '0', votes: 0 },
    ],
    rejectChoice: 2,
    abstainChoice: null,
    snapshot: null,
    powerRules: { avatars: {}, assets: {} },
    cancelReason: null,
    timeline: [],
    member: { power: POWER, vote: null, blocker: null, nextStart: null },
    signing: {
      domain: { name: 'Colony Governance', version: '1', chainId: 56 },
      chainIds: [1, 56],
      types: { Vote: [] },
      primaryType: 'Vote',
    },
    timestampToleranceSeconds: 300,
    timestampFutureToleranceSeconds: 30,
    serverTime: 1_893_456_000,
    receivedAt: Date.now(),
    ...overrides,
  };
}
