import { ELITE_TIERS } from '@colony/contract/elite';
import { ERRORS } from '@colony/contract/errors';
import { type Language, LOCALE_TO_LANGUAGE, LOCALES } from '@colony/contract/locales';
import { translate } from '@colony/contract/messages/index';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { DEFAULT_ECONOMY, wholeUnits } from '../../economy/config.ts';
import { DEMO_ROOT_INVITE_CODE } from '../../env.ts';
import { addDays, colonyToday } from '../../settlement/calendar.ts';
import { signInNewMember, type TestMember } from '../../test/money.ts';
import { RACES_ON_POSTGRES } from '../../test/races.ts';
import { seedRootMember, sessionHeaders, signIn } from '../../test/sign-in.ts';
import { createTestApp, post } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { foldFigures, giveAvatar } from '../income/income-test-kit.ts';
import { eliteReviewStep, monthOf } from './settlement-steps.ts';

/**
 * The elite tiers: the monthly review at the settlement of a month's last day (tiers from the
 * five figures, one row per member who reaches a tier or held one, the history kept), the index
 * page, the sign-up form (validation, once a colony month, under concurrency) and the operators'
 * list, which refuses anyone else before reading the body.
 */

const INDEX = '/api/user/Elite/index';
const APPLY = '/api/user/Elite/apply';
const APPLICATIONS = '/api/admin/Elite/applications';
const CLOCK = { time: '00:00', timeZone: 'UTC' };
const usd = (whole: string) => wholeUnits(whole, 'USDT');

let database: Database;
let db: Db;
let app: FastifyInstance;
let operator: TestMember;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedRootMember(db);
  const operatorAccount = privateKeyToAccount(generatePrivateKey());
  app = await createTestApp(db, { OPERATOR_ADDRESSES: operatorAccount.address });
  const session = await signIn(app, operatorAccount, { referee: DEMO_ROOT_INVITE_CODE });
  const [row] = await rows<{ id: number }>(db, sql`select id from member where address = ${session.address}`);
  operator = { memberId: Number(row?.id), address: session.address, headers: sessionHeaders(session) };
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function review(day: string) {
  return db.transaction(async (tx) =>
    eliteReviewStep.run(tx as unknown as Db, {
      day,
      endsAt: new Date(`${addDays(day, 1)}T00:00:00Z`),
      economy: DEFAULT_ECONOMY,
      clock: CLOCK,
    }),
  );
}

/** A member's figures: fuel left (one avatar counting on `saleDay`), output and team figures. */
async function figures(
  memberId: number,
  day: string,
  f: { energy?: string; output?: string; team?: string; niche?: string; direct?: number; saleDay?: string },
) {
  if (f.energy !== undefined) {
    // giveAvatar leaves two thirds of twice the price: a price of ¾ of the energy leaves it all.
    const price = (usd(f.energy) * 3n) / 4n;
    await giveAvatar(db, memberId, {
      saleDay: f.saleDay ?? addDays(day, -20),
      price,
      fuelLeft: true,
      output: usd(f.output ?? '0'),
    });
  }
  const team = usd(f.team ?? '0');
  await foldFigures(db, memberId, day, {
    teamPerformance: team,
    largestLegPerformance: team - usd(f.niche ?? '0'),
    directEffective: f.direct ?? 0,
  });
}

async function reviewsOf(memberId: number): Promise<string[]> {
  const found = await rows<{ line: string }>(
    db,
    sql`select concat_ws(' ', to_char(month, 'YYYY-MM'), coalesce(tier, '-'), coalesce(previous_tier, '-'),
          figures->>'remainingEnergy', figures->>'directReferrals') as line
        from elite_review where member_id = ${memberId} order by month`,
  );
  return found.map((row) => row.line);
}

async function tierOf(memberId: number): Promise<string | null | undefined> {
  const [row] = await rows<{ elite_tier: string | null }>(
    db,
    sql`select elite_tier from member_team where member_id = ${memberId}`,
  );
  return row?.elite_tier;
}

const GOLD = { energy: '1000', output: '300', team: '20000', niche: '6000', direct: 5 };
const TOP = { energy: '50000', output: '30000', team: '3000000', niche: '1000000', direct: 20 };

describe('the monthly elite review', () => {
  let gold: TestMember;
  let member: TestMember;
  let top: TestMember;
  let late: TestMember;
  let nobody: TestMember;

  beforeAll(async () => {
    [gold, member, top, late, nobody] = (await Promise.all(
      [0, 1, 2, 3, 4].map(() => signInNewMember(app, db)),
    )) as [TestMember, TestMember, TestMember, TestMember, TestMember];
  });

  it('does nothing on a day that does not end a month', async () => {
    expect(await review('2033-01-30')).toEqual({ reviewed: 0 });
    expect(await reviewsOf(gold.memberId)).toEqual([]);
  });

  it('gives each member the highest tier whose five requirements they all meet, at the end of the month, and keeps the history', async () => {
    const january = '2033-01-31';
    await figures(gold.memberId, january, GOLD);
    await figures(member.memberId, january, {
      energy: '200',
      output: '30',
      team: '1000',
      niche: '300',
      direct: 1,
    });
    await figures(top.memberId, january, TOP);
    // Gold figures, but the avatar counts on the next day: no fuel when January ended.
    await figures(late.memberId, january, { ...GOLD, saleDay: addDays(january, 1) });
    await figures(nobody.memberId, january, {
      energy: '199',
      output: '30',
      team: '1000',
      niche: '300',
      direct: 1,
    });

    const result = await review(january);
    expect(result).toMatchObject({ month: '2033-01', gold: 1, member: 1, globalElite: 1 });
    expect(await reviewsOf(gold.memberId)).toEqual([`2033-01 gold - ${usd('1000')} 5`]);
    expect(await reviewsOf(member.memberId)).toEqual([`2033-01 member - ${usd('200')} 1`]);
    expect(await reviewsOf(top.memberId)).toEqual([`2033-01 globalElite - ${usd('50000')} 20`]);
    expect(await reviewsOf(late.memberId)).toEqual([]);
    expect(await reviewsOf(nobody.memberId)).toEqual([]);
    expect(await Promise.all([gold, member, top, late, nobody].map((m) => tierOf(m.memberId)))).toEqual([
      'gold',
      'member',
      'globalElite',
      null,
      null,
    ]);

    // February: gold loses a direct effective member, member loses their fuel; the rest stays.
    const february = '2033-02-28';
    await foldFigures(db, gold.memberId, february, {
      teamPerformance: usd(GOLD.team),
      largestLegPerformance: usd(GOLD.team) - usd(GOLD.niche),
      directEffective: 4,
    });
    await db.execute(
      sql`update member_avatar set burned_fuel = total_fuel where member_id = ${member.memberId}`,
    );
    // The top member's direct members all run out of fuel: below every tier's team requirements,
    // yet reviewed, with their figures, because they held a tier.
    await foldFigures(db, top.memberId, february, {
      teamPerformance: usd(TOP.team),
      largestLegPerformance: usd(TOP.team) - usd(TOP.niche),
      directEffective: 0,
    });
    await review(february);
    expect(await reviewsOf(gold.memberId)).toEqual([
      `2033-01 gold - ${usd('1000')} 5`,
      `2033-02 silver gold ${usd('1000')} 4`,
    ]);
    expect(await reviewsOf(member.memberId)).toEqual([
      `2033-01 member - ${usd('200')} 1`,
      '2033-02 - member 0 1',
    ]);
    expect(await reviewsOf(top.memberId)).toEqual([
      `2033-01 globalElite - ${usd('50000')} 20`,
      `2033-02 - globalElite ${usd('50000')} 0`,
    ]);
    expect(await tierOf(gold.memberId)).toBe('silver');
    expect(await tierOf(member.memberId)).toBeNull();

    // March: the member who lost their tier has nothing to record any more.
    await review('2033-03-31');
    expect(await reviewsOf(member.memberId)).toHaveLength(2);
    expect(await reviewsOf(top.memberId)).toHaveLength(2);
    expect(await reviewsOf(gold.memberId)).toHaveLength(3);
  });

  it('shows the member their tier, standing, reviews newest first and when the next review runs', async () => {
    const answer = await post(app, INDEX, {}, gold.headers);
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(data.tiers.map((tier: { tier: string }) => tier.tier)).toEqual([...ELITE_TIERS]);
    expect(data.tiers[0]).toEqual({
      tier: 'member',
      requirements: {
        remainingEnergy: usd('200').toString(),
        output: usd('30').toString(),
        communityVolume: usd('1000').toString(),
        nicheMarket: usd('300').toString(),
        directReferrals: '1',
      },
      benefits: ['communityAccess'],
    });
    expect(data.tier).toBe('silver');
    expect(data.reachedTier).toBe('silver');
    expect(data.standing).toEqual({
      remainingEnergy: usd('1000').toString(),
      output: usd('300').toString(),
      communityVolume: usd('20000').toString(),
      nicheMarket: usd('6000').toString(),
      directReferrals: '4',
    });
    expect(data.reviews.map((r: { month: string; tier: string }) => `${r.month} ${r.tier}`)).toEqual([
      '2033-03 silver',
      '2033-02 silver',
      '2033-01 gold',
    ]);
    expect(data.reviews[1]).toMatchObject({ previousTier: 'gold', figures: { directReferrals: '4' } });
    const today = await colonyToday(db, CLOCK);
    // The settlement of the month's last day runs when the next month begins.
    const nextMonth = `${addDays(`${today.slice(0, 7)}-28`, 4).slice(0, 7)}-01`;
    expect(data.nextReviewAt).toBe(`${nextMonth}T00:00:00.000Z`);
    expect(data.application).toBeNull();
    expect(data.benefitTerms).toEqual({
      eliteRebate: '0.035',
      eventBonusMax: '0.15',
      eventBonusDays: 3,
      sponsorshipSalesMultiple: 20,
      callsPerMonth: 4,
    });
  });

  it('shows a member without figures no tier and zero standing', async () => {
    const fresh = await signInNewMember(app, db);
    const data = (await post(app, INDEX, {}, fresh.headers)).json().data;
    expect(data).toMatchObject({ tier: null, reachedTier: null, reviews: [], application: null });
    expect(Object.values(data.standing)).toEqual(['0', '0', '0', '0', '0']);
    expect((await post(app, INDEX, { tier: 'gold' }, fresh.headers)).statusCode).toBe(400);
  });

  it('shows a visitor the tiers, their requirements and benefits, and nothing of anyone', async () => {
    const answer = await post(app, INDEX, {});
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(data.tiers.map((tier: { tier: string }) => tier.tier)).toEqual([...ELITE_TIERS]);
    expect(data).toMatchObject({
      tier: null,
      reachedTier: null,
      reviews: [],
      application: null,
      nextApplicationAt: null,
    });
    expect(Object.values(data.standing)).toEqual(['0', '0', '0', '0', '0']);
    // Headers of a session that does not hold are refused, not answered as a visitor.
    const stale = await post(
      app,
      INDEX,
      {},
      { token: 'not-a-token', address: (await signInNewMember(app, db)).address },
    );
    expect(stale.json().code).not.toBe(ERRORS.ok.code);
  });
});

const FORM = {
  tier: 'gold',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  contact: '@ada',
  message: 'Line one\nline two',
};

/** A signed-in member whose live figures reach Gold today, so they may apply for Gold or below. */
async function goldMember(): Promise<TestMember> {
  const member = await signInNewMember(app, db);
  const today = await colonyToday(db, CLOCK);
  await figures(member.memberId, today, { ...GOLD, saleDay: addDays(today, -1) });
  return member;
}

async function applications(): Promise<number> {
  const [row] = await rows<{ count: number }>(db, sql`select count(*)::int as count from elite_application`);
  return Number(row?.count ?? 0);
}

describe('POST /api/user/Elite/apply', () => {
  it('records one application a colony month, answers it, and shows it on the index', async () => {
    const applicant = await goldMember();
    const first = await post(app, APPLY, FORM, applicant.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json().msg).toBe(translate('en', 'elite.applicationReceived'));
    expect(first.json().data).toMatchObject({
      ...FORM,
      id: expect.any(String),
      createdAt: expect.any(String),
    });
    const again = await post(app, APPLY, { ...FORM, tier: 'silver' }, applicant.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: ERRORS.eliteAlreadyApplied.code,
      msg: translate('en', 'errors.eliteAlreadyApplied'),
    });
    const index = (await post(app, INDEX, {}, applicant.headers)).json().data;
    expect(index.application).toEqual(first.json().data);
    // The form opens again with the next colony month, when the review runs.
    expect(index.nextApplicationAt).toBe(index.nextReviewAt);
  });

  it('takes a new application when the last one was sent in an earlier month', async () => {
    const applicant = await goldMember();
    const month = monthOf(await colonyToday(db, CLOCK));
    const earlier = `${addDays(month, -1).slice(0, 7)}-01`;
    await db.execute(sql`insert into elite_application (id, member_id, tier, name, email, contact, message, month)
      values (gen_random_uuid(), ${applicant.memberId}, 'member', 'Old', 'old@example.com', '', '', ${earlier}::date)`);
    const before = (await post(app, INDEX, {}, applicant.headers)).json().data;
    expect(before).toMatchObject({ application: { name: 'Old' }, nextApplicationAt: null });
    expect((await post(app, APPLY, FORM, applicant.headers)).statusCode).toBe(200);
    expect((await post(app, INDEX, {}, applicant.headers)).json().data.application.name).toBe(FORM.name);
  });

  it("refuses a tier the member's live figures do not reach, naming the requirement, and writes nothing", async () => {
    const applicant = await goldMember();
    const before = await applications();
    const refused = await post(app, APPLY, { ...FORM, tier: 'platinum' }, applicant.headers);
    expect(refused.statusCode).toBe(ERRORS.eliteRequirementNotMet.status);
    const body = refused.json();
    expect(body.code).toBe(ERRORS.eliteRequirementNotMet.code);
    // Gold's figures meet none of Platinum's five requirements: every one is listed, the first named.
    expect(body.data).toEqual({
      tier: 'platinum',
      unmet: [
        { requirement: 'remainingEnergy', required: usd('1500').toString(), current: usd('1000').toString() },
        { requirement: 'output', required: usd('600').toString(), current: usd('300').toString() },
        {
          requirement: 'communityVolume',
          required: usd('50000').toString(),
          current: usd('20000').toString(),
        },
        { requirement: 'nicheMarket', required: usd('15000').toString(), current: usd('6000').toString() },
        { requirement: 'directReferrals', required: '8', current: '5' },
      ],
    });
    expect(body.msg).toBe('Platinum asks for remaining personal energy of at least $1,500; you have $1,000');
    expect(await applications()).toBe(before);
    // The month's application is still there to use, for a tier the figures reach.
    const accepted = await post(app, APPLY, FORM, applicant.headers);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.tier).toBe('gold');
    expect(await applications()).toBe(before + 1);
  });

  it('names the one requirement short of the tier, in each of the seven languages', async () => {
    const applicant = await signInNewMember(app, db);
    const today = await colonyToday(db, CLOCK);
    // Everything of Gold but one direct effective member.
    await figures(applicant.memberId, today, { ...GOLD, direct: 4, saleDay: addDays(today, -1) });
    const before = await applications();
    const names: Record<Language, string> = {
      en: 'direct referrals',
      jp: '直接紹介',
      kr: '직접 추천',
      cn: '直推',
      th: 'การแนะนำโดยตรง',
      vi: 'giới thiệu trực tiếp',
      de: 'Direktempfehlungen',
    };
    for (const locale of LOCALES) {
      const language = LOCALE_TO_LANGUAGE[locale];
      const answer = await post(app, APPLY, FORM, { ...applicant.headers, 'accept-language': locale });
      expect(answer.json().code, locale).toBe(ERRORS.eliteRequirementNotMet.code);
      expect(answer.json().data.unmet, locale).toEqual([
        { requirement: 'directReferrals', required: '5', current: '4' },
      ]);
      const msg: string = answer.json().msg;
      expect(msg, locale).toContain(names[language]);
      expect(msg, locale).toMatch(/5\D+4|4\D+5/);
      expect(msg, locale).not.toMatch(/[{}]/);
    }
    expect(await applications()).toBe(before);
  });

  it('refuses even the first tier to a member without figures', async () => {
    const applicant = await signInNewMember(app, db);
    const before = await applications();
    const refused = await post(app, APPLY, { ...FORM, tier: 'member' }, applicant.headers);
    expect(refused.json()).toMatchObject({
      code: ERRORS.eliteRequirementNotMet.code,
      msg: 'Member asks for remaining personal energy of at least $200; you have $0',
      data: { tier: 'member' },
    });
    expect(refused.json().data.unmet).toHaveLength(5);
    expect(await applications()).toBe(before);
  });

  it('trims the fields and fills the optional ones', async () => {
    const applicant = await goldMember();
    const answer = await post(
      app,
      APPLY,
      { tier: 'member', name: '  Grace  ', email: ' g@example.com ' },
      applicant.headers,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      name: 'Grace',
      email: 'g@example.com',
      contact: '',
      message: '',
    });
  });

  it('refuses hostile bodies with every bad field and writes nothing', async () => {
    const applicant = await signInNewMember(app, db);
    const before = await applications();
    const bad: unknown[] = [
      {},
      { ...FORM, tier: 'diamond' },
      { ...FORM, tier: 3 },
      { ...FORM, name: '' },
      { ...FORM, name: '   ' },
      { ...FORM, name: 'x'.repeat(81) },
      { ...FORM, name: 'Ada\u0000' },
      { ...FORM, name: 'Ada\nLovelace' },
      { ...FORM, email: 'not an email' },
      { ...FORM, email: `${'a'.repeat(250)}@example.com` },
      { ...FORM, contact: 'x'.repeat(121) },
      { ...FORM, contact: '\u0007bell' },
      { ...FORM, message: 'x'.repeat(2001) },
      { ...FORM, message: 'nul\u0000' },
      { ...FORM, month: '2020-01' },
      { ...FORM, memberId: 1 },
      [],
      'apply',
    ];
    for (const body of bad) {
      const answer = await post(app, APPLY, body, applicant.headers);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect([ERRORS.validation.code, ERRORS.malformedJson.code]).toContain(answer.json().code);
    }
    const control = (await post(app, APPLY, { ...FORM, name: 'Ada\u0000' }, applicant.headers)).json();
    expect(control.data.fields).toEqual([
      { field: 'name', message: translate('en', 'fields.controlCharacters') },
    ]);
    const several = (
      await post(app, APPLY, { tier: 'x', name: '', email: 'x', extra: 1 }, applicant.headers)
    ).json();
    expect(several.data.fields.map((field: { field: string }) => field.field).sort()).toEqual(
      ['email', 'extra', 'name', 'tier'].sort(),
    );
    expect((await post(app, APPLY, FORM)).json().code).toBe(ERRORS.sessionInvalid.code);
    expect(await applications()).toBe(before);
  });

  it(`records one of many applications sent at once ${RACES_ON_POSTGRES}`, async () => {
    const applicant = await goldMember();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        post(app, APPLY, { ...FORM, name: `Try ${index}` }, applicant.headers),
      ),
    );
    const codes = answers.map((answer) => answer.json().code).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === ERRORS.eliteAlreadyApplied.code)).toHaveLength(7);
    const [row] = await rows<{ count: number }>(
      db,
      sql`select count(*)::int as count from elite_application where member_id = ${applicant.memberId}`,
    );
    expect(Number(row?.count)).toBe(1);
  });
});

describe('POST /api/admin/Elite/applications', () => {
  it('refuses visitors and members before reading the body', async () => {
    const member = await signInNewMember(app, db);
    for (const body of [{}, { page: 'x' }, 'junk']) {
      const visitor = await post(app, APPLICATIONS, body);
      expect(visitor.json().code).toBe(ERRORS.sessionInvalid.code);
      const refused = await post(app, APPLICATIONS, body, member.headers);
      expect(refused.statusCode).toBe(ERRORS.operatorOnly.status);
      expect(refused.json().code).toBe(ERRORS.operatorOnly.code);
    }
  });

  it('lists every application newest first to operators, with the tier each applicant reaches now', async () => {
    const applicant = await goldMember();
    expect(
      (await post(app, APPLY, { ...FORM, tier: 'silver', name: 'Newest' }, applicant.headers)).statusCode,
    ).toBe(200);
    const total = await applications();
    const first = (await post(app, APPLICATIONS, { limit: 2 }, operator.headers)).json();
    expect(first.code).toBe(200);
    expect(first.data).toMatchObject({ total, page: 1, limit: 2 });
    expect(first.data.list[0]).toMatchObject({
      address: applicant.address,
      tier: 'silver',
      name: 'Newest',
      reachedTier: 'gold',
    });
    const all = (await post(app, APPLICATIONS, { limit: 100 }, operator.headers)).json().data.list;
    expect(all).toHaveLength(total);
    const created = all.map((item: { createdAt: string }) => item.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const second = (await post(app, APPLICATIONS, { page: 2, limit: 2 }, operator.headers)).json().data.list;
    expect(second.map((item: { id: string }) => item.id)).toEqual(
      all.slice(2, 4).map((item: { id: string }) => item.id),
    );
    expect((await post(app, APPLICATIONS, { limit: 101 }, operator.headers)).statusCode).toBe(400);
  });
});

describe('the monthly elite review with other tiers', () => {
  it('reviews members without team figures when the first tier needs none', async () => {
    // The first tier asks only for fuel and output: a holder the folds never reached qualifies.
    const holder = await signInNewMember(app, db);
    await figures(holder.memberId, '2040-04-30', { energy: '200', output: '30' });
    await db.execute(sql`delete from member_team where member_id = ${holder.memberId}`);
    const [first, ...rest] = DEFAULT_ECONOMY.team.eliteTiers;
    if (!first) throw new Error('no tiers');
    const economy = {
      ...DEFAULT_ECONOMY,
      team: {
        ...DEFAULT_ECONOMY.team,
        eliteTiers: [
          {
            ...first,
            requirements: { ...first.requirements, communityVolume: 0n, nicheMarket: 0n, directReferrals: 0 },
          },
          ...rest,
        ],
      },
    };
    await db.transaction(async (tx) =>
      eliteReviewStep.run(tx as unknown as Db, {
        day: '2040-04-30',
        endsAt: new Date('2040-05-01T00:00:00Z'),
        economy,
        clock: CLOCK,
      }),
    );
    expect(await reviewsOf(holder.memberId)).toEqual([`2040-04 member - ${usd('200')} 0`]);
  });
});
