import { randomUUID } from 'node:crypto';
import { ERRORS, type ErrorName } from '@colony/contract/errors';
import { translate } from '@colony/contract/messages/index';
import { count } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generatePrivateKey, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/database.ts';
import { idempotencyKeys, ledgerTransfers } from '../../db/schema/ledger.ts';
import { DEFAULT_ECONOMY, type EconomyConfig, wholeUnits } from '../../economy/config.ts';
import { DEMO_ROOT_INVITE_CODE } from '../../env.ts';
import { ledger } from '../../ledger/ledger.ts';
import {
  availableOf,
  expectCleanLedger,
  postWrite,
  signInNewMember,
  type TestMember,
} from '../../test/money.ts';
import { RACES_ON_POSTGRES } from '../../test/races.ts';
import { seedRootMember, sessionHeaders, signIn } from '../../test/sign-in.ts';
import { createTestApp, post } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { findMemberByAddress } from '../members/queries.ts';

const AIRDROP = '/api/admin/Airdrop/grant';
const FUND = '/api/admin/Treasury/fund';
const mm = (whole: string) => wholeUnits(whole, 'MM');
const usdt = (whole: string) => wholeUnits(whole, 'USDT');

/** Small maximums, so a test reaches them. */
const ECONOMY: EconomyConfig = {
  ...DEFAULT_ECONOMY,
  grants: {
    airdrop: { MM: mm('500'), MC: mm('500'), UME: mm('50') },
    treasuryFunding: { USDT: usdt('1000'), USDC: usdt('1000') },
  },
};

let database: Database;
let db: Db;
let app: FastifyInstance;
let operator: TestMember;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedRootMember(db);
  const operatorAccount = privateKeyToAccount(generatePrivateKey());
  app = await createTestApp(db, { OPERATOR_ADDRESSES: operatorAccount.address }, { economy: ECONOMY });
  const session = await signIn(app, operatorAccount, { referee: DEMO_ROOT_INVITE_CODE });
  const member = await findMemberByAddress(db, session.address);
  if (!member) throw new Error('operator not found');
  operator = { memberId: member.id, address: session.address, headers: sessionHeaders(session) };
});

afterEach(async () => {
  await expectCleanLedger(db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

function expectError(response: LightMyRequestResponse, name: ErrorName) {
  expect(response.statusCode, response.body).toBe(ERRORS[name].status);
  expect(response.json().code, response.body).toBe(ERRORS[name].code);
}

async function journalSize(): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ledgerTransfers);
  return row?.n ?? 0;
}

async function storedKeys(): Promise<number> {
  const [row] = await db.select({ n: count() }).from(idempotencyKeys);
  return row?.n ?? 0;
}

const grant = (to: string, amount: bigint, asset = 'MM', reason = 'Launch week airdrop') => ({
  to,
  asset,
  amount: amount.toString(),
  reason,
});

describe('POST /api/admin/Airdrop/grant', () => {
  it('pays the member from emission, kind airdrop, the reason as reference, and the member sees it', async () => {
    const member = await signInNewMember(app, db);
    const emissionBefore = await ledger.systemBalance(db, 'emission', 'MM');
    const response = await postWrite(app, AIRDROP, grant(member.address.toLowerCase(), mm('20')), operator);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      code: 200,
      msg: 'Success',
      data: {
        id: expect.any(String),
        linkId: null,
        asset: 'MM',
        amount: mm('20').toString(),
        kind: 'airdrop',
        reference: 'Launch week airdrop',
        from: 'emission',
        to: member.address,
        balanceAfter: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
    expect(await availableOf(db, member.memberId, 'MM')).toBe(mm('20'));
    expect(await ledger.systemBalance(db, 'emission', 'MM')).toBe(emissionBefore - mm('20'));

    const log = await post(app, '/api/user/user/money_log', { kind: 'airdrop' }, member.headers);
    expect(log.json().data.list).toEqual([
      expect.objectContaining({
        asset: 'MM',
        amount: mm('20').toString(),
        kind: 'airdrop',
        reference: 'Launch week airdrop',
        balanceAfter: mm('20').toString(),
      }),
    ]);

    for (const asset of ['MC', 'UME'] as const) {
      const other = await postWrite(app, AIRDROP, grant(member.address, mm('1'), asset), operator);
      expect(other.statusCode, other.body).toBe(200);
      expect(await availableOf(db, member.memberId, asset)).toBe(mm('1'));
    }
  });

  it('refuses every member who is not an operator, and visitors, before reading the body; writes nothing', async () => {
    const member = await signInNewMember(app, db);
    const [journal, keys] = [await journalSize(), await storedKeys()];
    for (const body of [
      grant(member.address, mm('20')),
      { ...grant(member.address, mm('20')), asset: 'USDT' },
      { to: 'nobody' },
    ]) {
      expectError(await postWrite(app, AIRDROP, body, member), 'operatorOnly');
      expectError(await postWrite(app, FUND, body, member), 'operatorOnly');
      expectError(await post(app, AIRDROP, body, { 'idempotency-key': randomUUID() }), 'sessionInvalid');
    }
    const german = await postWrite(app, AIRDROP, grant(member.address, mm('20')), member, undefined, {
      'accept-language': 'de-DE',
    });
    expect(german.json().msg).toBe(translate('de', 'errors.operatorOnly'));
    expect(await journalSize()).toBe(journal);
    expect(await storedKeys()).toBe(keys);
    expect(await availableOf(db, member.memberId, 'MM')).toBe(0n);
  });

  it(`answers a repeated key with the first answer, refuses the key with another body, and needs a key ${RACES_ON_POSTGRES}`, async () => {
    const member = await signInNewMember(app, db);
    const key = randomUUID();
    const body = grant(member.address, mm('7'));
    const first = await postWrite(app, AIRDROP, body, operator, key);
    const journal = await journalSize();
    // Concurrent repeats of one key run once too.
    const [again, otherLetters, onceMore] = await Promise.all([
      postWrite(app, AIRDROP, body, operator, key),
      postWrite(app, AIRDROP, { ...body, to: member.address.toLowerCase() }, operator, key),
      postWrite(app, AIRDROP, body, operator, key),
    ]);
    expect(again.json()).toEqual(first.json());
    expect(onceMore.json()).toEqual(first.json());
    // The address in other letters is another body: the key is for one exact request.
    expectError(otherLetters, 'idempotencyKeyConflict');
    expectError(
      await postWrite(app, AIRDROP, grant(member.address, mm('8')), operator, key),
      'idempotencyKeyConflict',
    );
    expectError(await postWrite(app, AIRDROP, body, operator, null), 'idempotencyKeyRequired');
    expect(first.statusCode).toBe(200);
    expect(await journalSize()).toBe(journal);

    // Five at once with a new key: one grant, five equal answers.
    const racing = randomUUID();
    const raced = await Promise.all(
      Array.from({ length: 5 }, () =>
        postWrite(app, AIRDROP, grant(member.address, mm('3')), operator, racing),
      ),
    );
    expect(raced[0]?.statusCode).toBe(200);
    for (const response of raced) expect(response.json()).toEqual(raced[0]?.json());
    expect(await journalSize()).toBe(journal + 1);
    expect(await availableOf(db, member.memberId, 'MM')).toBe(mm('10'));
    expectError(await postWrite(app, AIRDROP, body, operator, 'short'), 'idempotencyKeyRequired');
    expect(await journalSize()).toBe(journal + 1);
  });

  it('refuses more than the per-grant maximum and unknown recipients, in the caller language, moving nothing', async () => {
    const member = await signInNewMember(app, db);
    const journal = await journalSize();
    const above = await postWrite(app, AIRDROP, grant(member.address, mm('500') + 1n), operator);
    expect(above.statusCode).toBe(400);
    expect(above.json()).toEqual({
      code: ERRORS.grantAboveMaximum.code,
      msg: 'At most 500 MM per grant',
      data: { asset: 'MM', max: mm('500').toString() },
    });
    const ume = await postWrite(app, AIRDROP, grant(member.address, mm('51'), 'UME'), operator, undefined, {
      'accept-language': 'de-DE',
    });
    expect(ume.json().msg).toBe('Höchstens 50 UME pro Zuteilung');
    expectError(
      await postWrite(app, AIRDROP, grant(privateKeyToAddress(generatePrivateKey()), mm('1')), operator),
      'recipientUnknown',
    );
    // A refusal is the key's answer too: sent again, it answers the same.
    const key = randomUUID();
    const refused = await postWrite(app, AIRDROP, grant(member.address, mm('600')), operator, key);
    expect((await postWrite(app, AIRDROP, grant(member.address, mm('600')), operator, key)).json()).toEqual(
      refused.json(),
    );
    expect(await journalSize()).toBe(journal);
    expect(await availableOf(db, member.memberId, 'MM')).toBe(0n);
    // Exactly the maximum is allowed.
    expect((await postWrite(app, AIRDROP, grant(member.address, mm('500')), operator)).statusCode).toBe(200);
  });

  it('refuses hostile bodies with the field named, and changes nothing', async () => {
    const member = await signInNewMember(app, db);
    const journal = await journalSize();
    const fieldsOf = async (body: unknown) => {
      const response = await postWrite(app, AIRDROP, body, operator);
      expectError(response, 'validation');
      return response
        .json()
        .data.fields.map((field: { field: string }) => field.field)
        .sort();
    };
    const good = grant(member.address, mm('5'));
    for (const asset of ['USDT', 'USDC', 'MCD', 'mm', '', 1]) {
      expect(await fieldsOf({ ...good, asset }), String(asset)).toEqual(['asset']);
    }
    for (const amount of ['0', '-1', '1.5', '01', '1e18', 5, '', null]) {
      expect(await fieldsOf({ ...good, amount }), String(amount)).toEqual(['amount']);
    }
    for (const reason of ['', '  ', 'ok', 'x'.repeat(201), 'line\nbreak', 'nul\u0000', 12]) {
      expect(await fieldsOf({ ...good, reason }), JSON.stringify(reason)).toEqual(['reason']);
    }
    for (const to of ['0x1234', 'treasury', `${member.address}00`]) {
      expect(await fieldsOf({ ...good, to }), to).toEqual(['to']);
    }
    for (const extra of [
      { from: 'treasury' },
      { kind: 'deposit' },
      { memberId: member.memberId },
      { balance: '1' },
      { reference: 'x' },
      { id: randomUUID() },
    ]) {
      const response = await postWrite(app, AIRDROP, { ...good, ...extra }, operator);
      expectError(response, 'validation');
    }
    expect(await fieldsOf({})).toEqual(['amount', 'asset', 'reason', 'to']);
    const tooLong = await postWrite(app, AIRDROP, { ...good, reason: 'x'.repeat(201) }, operator);
    expect(tooLong.json().data.fields).toEqual([
      { field: 'reason', message: translate('en', 'fields.tooLong', { max: 200 }) },
    ]);
    expect(await journalSize()).toBe(journal);
    expect(await availableOf(db, member.memberId, 'MM')).toBe(0n);
  });
});

describe('POST /api/admin/Treasury/fund', () => {
  it("funds the treasury from the world, and the trader pays an airdropped member's sale from it", async () => {
    const member = await signInNewMember(app, db);
    await postWrite(app, AIRDROP, grant(member.address, mm('20')), operator);
    const before = await ledger.systemBalance(db, 'treasury', 'USDT');
    const sell = { asset: 'MM', amount: mm('20').toString() };
    // Nothing has funded the treasury yet: the trader cannot pay.
    expect(before).toBe(0n);
    expectError(
      await postWrite(app, '/api/nft/Money_Exchange/exchange', sell, member),
      'treasuryInsufficient',
    );

    const funded = await postWrite(
      app,
      FUND,
      { asset: 'USDT', amount: usdt('100').toString(), reason: ' Colony reserve, tx 0xabc ' },
      operator,
    );
    expect(funded.statusCode, funded.body).toBe(200);
    expect(funded.json().data).toMatchObject({
      asset: 'USDT',
      amount: usdt('100').toString(),
      kind: 'treasury_funding',
      reference: 'Colony reserve, tx 0xabc',
      from: 'world',
      to: 'treasury',
      balanceAfter: null,
    });
    expect(await ledger.systemBalance(db, 'treasury', 'USDT')).toBe(before + usdt('100'));

    const sale = await postWrite(app, '/api/nft/Money_Exchange/exchange', sell, member);
    expect(sale.statusCode, sale.body).toBe(200);
    expect(sale.json().msg).toBe('Exchange Successful');
    expect(await availableOf(db, member.memberId, 'USDT')).toBe(usdt('9.5'));
    expect(await availableOf(db, member.memberId, 'MM')).toBe(0n);
    expect(await ledger.systemBalance(db, 'treasury', 'USDT')).toBe(before + usdt('90'));
  });

  it('refuses above the maximum, other assets and hostile bodies, writing nothing', async () => {
    const journal = await journalSize();
    const above = await postWrite(
      app,
      FUND,
      { asset: 'USDC', amount: (usdt('1000') + 1n).toString(), reason: 'reserve' },
      operator,
    );
    expect(above.json()).toMatchObject({
      code: ERRORS.grantAboveMaximum.code,
      msg: 'At most 1000 USDC per grant',
    });
    for (const body of [
      { asset: 'MM', amount: '1', reason: 'reserve' },
      { asset: 'USDT', amount: '0', reason: 'reserve' },
      { asset: 'USDT', amount: '1', reason: '' },
      { asset: 'USDT', amount: '1', reason: 'reserve', to: operator.address },
      { asset: 'USDT', amount: '1', reason: 'reserve', from: 'emission' },
    ]) {
      expectError(await postWrite(app, FUND, body, operator), 'validation');
    }
    expect(await journalSize()).toBe(journal);
  });
});

describe('OpenAPI', () => {
  it("documents both operator grants with their bodies, in the operators' document", async () => {
    const document = (
      await app.inject({ method: 'GET', url: '/api/admin/docs/json', headers: operator.headers })
    ).json();
    const airdrop = document.paths[AIRDROP]?.post;
    expect(airdrop.tags).toEqual(['operators']);
    expect(airdrop.requestBody.content['application/json'].schema.required).toEqual([
      'to',
      'asset',
      'amount',
      'reason',
    ]);
    expect(airdrop.requestBody.content['application/json'].schema.properties.asset.enum).toEqual([
      'MM',
      'MC',
      'UME',
    ]);
    expect(airdrop.description).toContain('Idempotency-Key');
    expect(airdrop.description).toContain('finance role');
    expect(document.paths[FUND]?.post.requestBody.content['application/json'].schema.required).toEqual([
      'asset',
      'amount',
      'reason',
    ]);
  });
});
