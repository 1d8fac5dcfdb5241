import { readFileSync } from 'node:fs';
import { describeFindings, type Glossary, glossaryFindings } from '@colony/contract/glossary';
import { LANGUAGES } from '@colony/contract/locales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { DEFAULT_ECONOMY, wholeUnits } from '../economy/config.ts';
import { DEMO_ROOT_ADDRESS } from '../env.ts';
import { governanceContextOf } from '../modules/governance/context.ts';
import { pollIndex, pollInfo } from '../modules/governance/service.ts';
import { findMemberByAddress } from '../modules/members/queries.ts';
import { fundMember } from '../test/money.ts';
import { seedRootMember } from '../test/sign-in.ts';
import { testEnv } from '../test/test-app.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { DEMO_PROPOSALS, loadDemoProposalsIfEmpty } from './demo-proposals.ts';

const glossary: Glossary = JSON.parse(
  readFileSync(new URL('../../../web/src/locales/glossary.json', import.meta.url), 'utf8'),
);

/** The day the demo is loaded in these tests. */
const TODAY = new Date('2026-02-11T09:41:00Z');
const DAY = 24 * 60 * 60 * 1000;

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedRootMember(database.db);
});

afterAll(async () => {
  await database?.close();
});

describe('demo proposals', () => {
  it('are in all seven languages and speak the glossary’s words', () => {
    for (const language of LANGUAGES) {
      const texts = DEMO_PROPOSALS.flatMap((proposal, index) => [
        { where: `proposal ${index} title`, text: proposal.title[language] ?? '' },
        { where: `proposal ${index} body`, text: proposal.body[language] ?? '' },
        ...proposal.choices.map((choice, at) => ({
          where: `proposal ${index} choice ${at + 1}`,
          text: choice[language] ?? '',
        })),
      ]);
      for (const text of texts) expect(text.text.trim(), `${language} ${text.where}`).not.toBe('');
      expect(describeFindings(glossaryFindings(glossary, language, texts))).toBe('');
    }
  });

  it('are created through the service, one open with a real snapshot, one opening two days later; only once', async () => {
    const { db } = database;
    const root = await findMemberByAddress(db, DEMO_ROOT_ADDRESS);
    if (!root) throw new Error('no root');
    await fundMember(db, root.id, 'MCD', wholeUnits('12', 'MCD'));
    let clock = TODAY.getTime();
    const context = governanceContextOf(await testEnv(), DEFAULT_ECONOMY, { now: () => clock });
    const voter = { memberId: root.id, address: root.address };
    expect(await loadDemoProposalsIfEmpty(db, context, voter)).toBe(true);
    expect(await loadDemoProposalsIfEmpty(db, context, voter)).toBe(false);

    const listed = await pollIndex(db, context, { page: 1, limit: 10 }, 'de');
    expect(listed.total).toBe(DEMO_PROPOSALS.length);
    const [upcoming, open] = listed.list;
    expect(open).toMatchObject({
      title: 'Eine zweite Landezone im nördlichen Krater eröffnen',
      status: 'active',
      startAt: TODAY.toISOString(),
      endAt: new Date(TODAY.getTime() + 7 * DAY).toISOString(),
    });
    expect(upcoming).toMatchObject({
      status: 'upcoming',
      votingType: 'approval',
      startAt: new Date(Date.parse('2026-02-11T09:00:00Z') + 2 * DAY).toISOString(),
    });
    const detail = await pollInfo(db, context, open?.id ?? '', voter, 'en');
    expect(detail.snapshot).toMatchObject({ takenAt: TODAY.toISOString(), members: 1 });
    expect(detail.member?.power).toBe(wholeUnits('12', 'MCD').toString());
    expect(detail.choices.map((choice) => choice.label)).toEqual(['For', 'Against', 'Abstain']);

    // Any day later, the loader leaves the colony's proposals alone.
    clock += 30 * DAY;
    expect(await loadDemoProposalsIfEmpty(db, context, voter)).toBe(false);
  });
});
