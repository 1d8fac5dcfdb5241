import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import type { ExportedVote, PollExportResponse } from './governance.ts';
import { EXPORT_FORMAT, VOTE_DOMAIN, voteTypedData } from './governance-signing.ts';
import { quorumRequired, tally } from './governance-tally.ts';
import { verifyExport } from './governance-verify.ts';

const ONE = 10n ** 18n;
const START = Date.parse('2030-05-01T00:00:00Z');
const END = START + 3_600_000;
const PROPOSAL = '6f2d3c1e-9a8b-4c7d-8e6f-5a4b3c2d1e0f';
const alice = privateKeyToAccount(generatePrivateKey());
const bob = privateKeyToAccount(generatePrivateKey());
const carol = privateKeyToAccount(generatePrivateKey());

async function signed(
  account: typeof alice,
  choice: number,
  timestamp: number,
  id: number,
  counted: boolean,
  power: bigint,
): Promise<ExportedVote> {
  const signature = await account.signTypedData(
    voteTypedData('single', 56, { proposal: PROPOSAL, choice, voter: account.address, timestamp }),
  );
  return {
    id: String(id),
    proposalId: PROPOSAL,
    voter: account.address,
    chainId: 56,
    choice,
    power: power.toString(),
    timestamp,
    signature,
    receivedAt: new Date(timestamp * 1000).toISOString(),
    counted,
  };
}

/** A closed proposal: Alice changed her vote from 2 to 1, Bob voted 2, Carol 1; 60 + 30 + 10 of 200 power. */
async function honestExport(): Promise<PollExportResponse> {
  const t = START / 1000;
  const votes = [
    await signed(alice, 2, t + 10, 1, false, 60n * ONE),
    await signed(bob, 2, t + 20, 2, true, 30n * ONE),
    await signed(alice, 1, t + 30, 3, true, 60n * ONE),
    await signed(carol, 1, t + 40, 4, true, 10n * ONE),
  ];
  return {
    format: EXPORT_FORMAT,
    exportedAt: new Date(END + 1000).toISOString(),
    proposal: {
      id: PROPOSAL,
      title: 'Open a second landing zone',
      votingType: 'single',
      choices: ['For', 'Against'],
      startAt: new Date(START).toISOString(),
      endAt: new Date(END).toISOString(),
      quorumBps: 4000,
      rejectChoice: 2,
      abstainChoice: null,
      cancelledAt: null,
    },
    signing: { domain: { ...VOTE_DOMAIN }, chainIds: [1, 56], primaryType: 'Vote' },
    snapshot: {
      takenAt: new Date(START).toISOString(),
      members: 5,
      totalPower: (200n * ONE).toString(),
      rules: { avatars: {}, assets: { MCD: 10_000 } },
      powers: [
        { voter: alice.address, power: (60n * ONE).toString() },
        { voter: bob.address, power: (30n * ONE).toString() },
        { voter: carol.address, power: (10n * ONE).toString() },
      ],
    },
    votes,
    tally: {
      choices: [
        { choice: 1, power: (70n * ONE).toString(), votes: 2 },
        { choice: 2, power: (30n * ONE).toString(), votes: 1 },
      ],
      cast: (100n * ONE).toString(),
      voters: 3,
      quorumRequired: (80n * ONE).toString(),
      quorumReached: true,
      leading: 1,
      status: 'closed',
      result: 'passed',
    },
  };
}

describe('verifying an exported result', () => {
  it('agrees with an honest export', async () => {
    const report = await verifyExport(await honestExport());
    expect(report.findings).toEqual([]);
    expect(report.differences).toEqual([]);
    expect(report).toMatchObject({ agrees: true, checkedVotes: 4, contractWalletVotes: 0 });
    expect(report.recomputed.result).toBe('passed');
  });

  it('finds a vote whose choice was changed after signing, and the tally it moved', async () => {
    const data = await honestExport();
    const bobs = data.votes[1] as ExportedVote;
    bobs.choice = 1;
    data.tally.choices = [
      { choice: 1, power: (100n * ONE).toString(), votes: 3 },
      { choice: 2, power: '0', votes: 0 },
    ];
    const report = await verifyExport(data);
    expect(report.agrees).toBe(false);
    expect(report.findings).toContainEqual({ voteId: '2', voter: bob.address, problem: 'signature' });
    expect(report.differences.map(([name]) => name)).toContain('choice 1 power');
  });

  it('finds power that is not the snapshot’s, a replaced vote counted, a vote outside the window', async () => {
    const data = await honestExport();
    (data.votes[3] as ExportedVote).power = (99n * ONE).toString();
    (data.votes[0] as ExportedVote).counted = true;
    const report = await verifyExport(data);
    expect(report.findings).toEqual(
      expect.arrayContaining([
        { voteId: '4', voter: carol.address, problem: 'powerDiffers' },
        { voteId: '1', voter: alice.address, problem: 'countedDiffers' },
      ]),
    );

    const late = await honestExport();
    late.votes.push(await signed(carol, 2, END / 1000, 5, false, 10n * ONE));
    expect((await verifyExport(late)).findings).toContainEqual({
      voteId: '5',
      voter: carol.address,
      problem: 'outsideWindow',
    });
  });

  it('finds a result the votes do not give: inflated quorum, another winner, a voter without power', async () => {
    const inflated = await honestExport();
    inflated.tally.result = 'rejected';
    inflated.tally.quorumReached = false;
    const report = await verifyExport(inflated);
    expect(report.differences).toEqual(
      expect.arrayContaining([
        ['quorumReached', 'false', 'true'],
        ['result', 'rejected', 'passed'],
      ]),
    );

    const powerless = await honestExport();
    powerless.snapshot?.powers.splice(2, 1);
    expect((await verifyExport(powerless)).findings).toContainEqual({
      voteId: '4',
      voter: carol.address,
      problem: 'noPower',
    });
  });
});

describe('the tally rules', () => {
  const proposal = {
    votingType: 'single' as const,
    choiceCount: 3,
    quorumBps: 5000,
    rejectChoice: 2,
    abstainChoice: 3,
    startAt: 0,
    endAt: 10,
    cancelled: false,
  };

  it('rounds the quorum up, never reaches it without votes, leaves the abstention out of the lead', () => {
    expect(quorumRequired(3n, 5000)).toBe(2n);
    expect(quorumRequired(0n, 5000)).toBe(0n);
    expect(tally({ ...proposal, quorumBps: 0 }, [], 0n, 20)).toMatchObject({
      quorumReached: false,
      result: 'noQuorum',
    });
    const abstained = tally(
      proposal,
      [
        { choices: [3], power: 9n },
        { choices: [1], power: 1n },
      ],
      10n,
      20,
    );
    expect(abstained).toMatchObject({ leading: 1, quorumReached: true, result: 'passed' });
  });

  it('rejects on a tie or when the reject choice leads; a cancelled proposal is cancelled whatever its votes', () => {
    const tie = tally(
      proposal,
      [
        { choices: [1], power: 5n },
        { choices: [2], power: 5n },
      ],
      10n,
      20,
    );
    expect(tie).toMatchObject({ leading: null, result: 'rejected' });
    const against = tally(
      proposal,
      [
        { choices: [2], power: 6n },
        { choices: [1], power: 5n },
      ],
      11n,
      20,
    );
    expect(against).toMatchObject({ leading: 2, result: 'rejected' });
    const cancelled = tally({ ...proposal, cancelled: true }, [{ choices: [1], power: 6n }], 6n, 5);
    expect(cancelled).toMatchObject({ status: 'closed', result: 'cancelled' });
    expect(tally(proposal, [{ choices: [1], power: 6n }], 6n, 5)).toMatchObject({
      status: 'active',
      result: null,
    });
  });
});
