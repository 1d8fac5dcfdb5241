import { randomUUID } from 'node:crypto';
import { MAX_BASE_UNITS } from '@colony/contract/assets';
import { ERRORS } from '@colony/contract/errors';
import { translate } from '@colony/contract/messages/index';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/database.ts';
import { idempotencyKeys, ledgerTransfers } from '../../db/schema/ledger.ts';
import { wholeUnits } from '../../economy/config.ts';
import {
  availableOf,
  expectCleanLedger,
  fundMember,
  postWrite,
  signInNewMember,
  type TestMember,
} from '../../test/money.ts';
import { RACES_ON_POSTGRES } from '../../test/races.ts';
import { seedRootMember } from '../../test/sign-in.ts';
import { createTestApp, post } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';

const SEND = '/api/user/user/confirmTrans';
const HISTORY = '/api/user/user/getTransMoneyLog';
const usdt = (whole: string) => wholeUnits(whole, 'USDT');

let database: Database;
let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  app = await createTestApp(db);
  await seedRootMember(db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function journalSize(): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ledgerTransfers);
  return row?.n ?? 0;
}

async function pair(funds = '10'): Promise<[TestMember, TestMember]> {
  const sender = await signInNewMember(app, db);
  const recipient = await signInNewMember(app, db);
  if (funds !== '0') await fundMember(db, sender.memberId, 'USDT', usdt(funds));
  return [sender, recipient];
}

describe('POST /api/user/user/confirmTrans', () => {
  it('moves the amount to the member of the address and answers the transfer', async () => {
    const [sender, recipient] = await pair();
    const response = await postWrite(
      app,
      SEND,
      { to: recipient.address, asset: 'USDT', amount: usdt('2.5').toString() },
      sender,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 200,
      msg: 'Transfer Successful',
      data: {
        id: expect.any(String),
        linkId: null,
        asset: 'USDT',
        amount: usdt('2.5').toString(),
        kind: 'transfer',
        reference: expect.any(String),
        from: sender.address,
        to: recipient.address,
        balanceAfter: usdt('7.5').toString(),
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
    // The transfer is its own record: its reference is the id both members' histories list.
    expect(response.json().data.reference).toBe(response.json().data.id);
    expect(await availableOf(db, sender.memberId, 'USDT')).toBe(usdt('7.5'));
    expect(await availableOf(db, recipient.memberId, 'USDT')).toBe(usdt('2.5'));
    await expectCleanLedger(db);
  });

  it('refuses what the rules refuse, in the caller language, moving nothing', async () => {
    const [sender, recipient] = await pair('1');
    const before = await journalSize();
    const cases: [object, keyof typeof ERRORS, string][] = [
      [
        { to: recipient.address, asset: 'USDT', amount: usdt('2').toString() },
        'insufficientBalance',
        'Insufficient balance',
      ],
      [
        { to: recipient.address, asset: 'USDT', amount: usdt('0.5').toString() },
        'transferBelowMinimum',
        'Minimum transfer 1 USDT',
      ],
      [
        { to: recipient.address, asset: 'UME', amount: usdt('5').toString() },
        'cannotTransfer',
        'Cannot transfer',
      ],
      [
        { to: recipient.address, asset: 'MCD', amount: usdt('5').toString() },
        'cannotTransfer',
        'Cannot transfer',
      ],
      [
        { to: sender.address, asset: 'USDT', amount: usdt('1').toString() },
        'transferToSelf',
        'You cannot transfer to yourself',
      ],
      [
        { to: privateKeyToAddress(generatePrivateKey()), asset: 'USDT', amount: usdt('1').toString() },
        'recipientUnknown',
        'No member has this address',
      ],
    ];
    for (const [body, name, msg] of cases) {
      const response = await postWrite(app, SEND, body, sender);
      expect(response.statusCode, name).toBe(ERRORS[name].status);
      expect(response.json(), name).toMatchObject({ code: ERRORS[name].code, msg });
    }
    const below = await postWrite(
      app,
      SEND,
      { to: recipient.address, asset: 'USDT', amount: '1' },
      sender,
      undefined,
      {
        'accept-language': 'de-DE',
      },
    );
    expect(below.json()).toEqual({
      code: ERRORS.transferBelowMinimum.code,
      msg: 'Mindestüberweisung 1 USDT',
      data: { asset: 'USDT', min: usdt('1').toString() },
    });
    const poor = await postWrite(
      app,
      SEND,
      { to: recipient.address, asset: 'USDT', amount: usdt('9').toString() },
      sender,
      undefined,
      {
        'accept-language': 'zh-CN',
      },
    );
    expect(poor.json().msg).toBe('余额不足');
    expect(await journalSize()).toBe(before);
    expect(await availableOf(db, sender.memberId, 'USDT')).toBe(usdt('1'));
  });

  it('names every bad field with the spec messages', async () => {
    const [sender] = await pair();
    const fieldsOf = async (body: unknown) => {
      const response = await postWrite(app, SEND, body, sender);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(ERRORS.validation.code);
      return response.json().data.fields;
    };
    expect(await fieldsOf({})).toEqual([
      { field: 'to', message: translate('en', 'fields.required') },
      { field: 'asset', message: translate('en', 'fields.required') },
      { field: 'amount', message: translate('en', 'fields.required') },
    ]);
    const mangled = `${sender.address.slice(0, -1)}${sender.address.endsWith('a') ? 'A' : 'a'}`;
    // One case throughout carries no checksum: a typed address must (SPEC.md §5).
    const lower = sender.address.toLowerCase();
    const upper = `0x${sender.address.slice(2).toUpperCase()}`;
    for (const to of ['0x1234', 'not an address', mangled, `${sender.address}00`, lower, upper]) {
      expect(await fieldsOf({ to, asset: 'USDT', amount: '1' })).toEqual([
        { field: 'to', message: 'Address is invalid' },
      ]);
    }
    for (const amount of [
      '1.5',
      '-1',
      '0',
      '01',
      '1e18',
      ' 1',
      '0x10',
      '1'.repeat(79),
      (MAX_BASE_UNITS + 1n).toString(),
    ]) {
      expect(await fieldsOf({ to: sender.address, asset: 'USDT', amount })).toEqual([
        { field: 'amount', message: 'Please enter a valid amount' },
      ]);
    }
    expect(await fieldsOf({ to: sender.address, asset: 'BTC', amount: '1' })).toEqual([
      { field: 'asset', message: translate('en', 'fields.invalid') },
    ]);
  });

  it('refuses hostile bodies and changes nothing', async () => {
    const [sender, recipient] = await pair();
    const before = await journalSize();
    const valid = { to: recipient.address, asset: 'USDT', amount: usdt('1').toString() };
    const bodies: unknown[] = [
      { ...valid, balance: '1000000' },
      { ...valid, available: usdt('100').toString(), frozen: '0' },
      { ...valid, owner: sender.address },
      { ...valid, from: recipient.address },
      { ...valid, status: 'posted', kind: 'deposit' },
      { ...valid, memberId: 1 },
      { ...valid, amount: 1 },
      { ...valid, amount: 1e300 },
      { ...valid, amount: -1 },
      { ...valid, amount: null },
      { ...valid, amount: ['1'] },
      { ...valid, amount: { $gt: '0' } },
      { ...valid, to: 12345 },
      { ...valid, asset: ['USDT'] },
      [valid],
      'transfer',
    ];
    for (const body of bodies) {
      const response = await postWrite(app, SEND, body, sender);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe(ERRORS.validation.code);
    }
    for (const payload of [
      `{"to":"${recipient.address}","asset":"USDT","amount":"1000000000000000000","__proto__":{"balance":"9"}}`,
      `{"to":"${recipient.address}","asset":"USDT","amount":"1000000000000000000","constructor":{"prototype":{"isAdmin":true}}}`,
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: SEND,
        payload,
        headers: { ...sender.headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      });
      expect(response.statusCode).toBe(400);
      expect(({} as Record<string, unknown>).balance).toBeUndefined();
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    }
    expect(await journalSize()).toBe(before);
    expect(await availableOf(db, sender.memberId, 'USDT')).toBe(usdt('10'));
    expect(await availableOf(db, recipient.memberId, 'USDT')).toBe(0n);
  });

  it('needs a session and an Idempotency-Key', async () => {
    const [sender, recipient] = await pair();
    const body = { to: recipient.address, asset: 'USDT', amount: usdt('1').toString() };
    const anonymous = await post(app, SEND, body, { 'idempotency-key': randomUUID() });
    expect(anonymous.json().code).toBe(ERRORS.sessionInvalid.code);
    const forged = await post(app, SEND, body, {
      ...sender.headers,
      address: recipient.address,
      'idempotency-key': randomUUID(),
    });
    expect(forged.json().code).toBe(ERRORS.sessionInvalid.code);
    for (const key of [null, 'short', 'has spaces in it']) {
      const response = await postWrite(app, SEND, body, sender, key);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: ERRORS.idempotencyKeyRequired.code, data: null });
    }
    expect(await availableOf(db, sender.memberId, 'USDT')).toBe(usdt('10'));
  });

  it('answers a repeated key with the first answer, another body with a 409, and moves value once', async () => {
    const [sender, recipient] = await pair();
    const key = randomUUID();
    const body = { to: recipient.address, asset: 'USDT', amount: usdt('3').toString() };
    const first = await postWrite(app, SEND, body, sender, key);
    expect(first.statusCode).toBe(200);
    const replay = await postWrite(
      app,
      SEND,
      { amount: body.amount, to: body.to, asset: 'USDT' },
      sender,
      key,
    );
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const conflict = await postWrite(app, SEND, { ...body, amount: usdt('4').toString() }, sender, key);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({
      code: ERRORS.idempotencyKeyConflict.code,
      msg: 'This Idempotency-Key was already used for a different request',
      data: null,
    });
    expect(await availableOf(db, sender.memberId, 'USDT')).toBe(usdt('7'));
    expect(await availableOf(db, recipient.memberId, 'USDT')).toBe(usdt('3'));
    const [stored] = await db.select({ n: count() }).from(idempotencyKeys);
    expect(stored?.n).toBeGreaterThan(0);
    await expectCleanLedger(db);
  });

  it('replays a refusal for its key', async () => {
    const [sender, recipient] = await pair('1');
    const key = randomUUID();
    const body = { to: recipient.address, asset: 'USDT', amount: usdt('5').toString() };
    const refused = await postWrite(app, SEND, body, sender, key);
    expect(refused.json().code).toBe(ERRORS.insufficientBalance.code);
    await fundMember(db, sender.memberId, 'USDT', usdt('10'));
    const again = await postWrite(app, SEND, body, sender, key);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(refused.json());
    expect(await availableOf(db, recipient.memberId, 'USDT')).toBe(0n);
  });

  it(`lets exactly 10 of 100 concurrent transfers of 1 from a balance of 10 through ${RACES_ON_POSTGRES}`, async () => {
    const [sender, recipient] = await pair('10');
    const body = { to: recipient.address, asset: 'USDT', amount: usdt('1').toString() };
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => postWrite(app, SEND, body, sender)),
    );
    const codes = responses.map((response) => response.json().code);
    expect(codes.filter((code) => code === 200)).toHaveLength(10);
    expect(codes.filter((code) => code === ERRORS.insufficientBalance.code)).toHaveLength(90);
    expect(await availableOf(db, sender.memberId, 'USDT')).toBe(0n);
    expect(await availableOf(db, recipient.memberId, 'USDT')).toBe(usdt('10'));
    await expectCleanLedger(db);
  });
});

describe('POST /api/user/user/getTransMoneyLog', () => {
  it('lists the caller own transfers both ways, newest first, and nobody else sees them', async () => {
    const [alice, bob] = await pair('10');
    const carol = await signInNewMember(app, db);
    await fundMember(db, bob.memberId, 'MM', wholeUnits('5', 'MM'));
    await postWrite(app, SEND, { to: bob.address, asset: 'USDT', amount: usdt('2').toString() }, alice);
    await postWrite(
      app,
      SEND,
      { to: alice.address, asset: 'MM', amount: wholeUnits('3', 'MM').toString() },
      bob,
    );

    const aliceLog = (await post(app, HISTORY, {}, alice.headers)).json().data;
    expect(aliceLog).toMatchObject({ total: 2, page: 1, limit: 10 });
    expect(aliceLog.list).toEqual([
      {
        id: expect.any(String),
        time: expect.any(String),
        asset: 'MM',
        amount: wholeUnits('3', 'MM').toString(),
        direction: 'in',
        counterparty: bob.address,
        balanceAfter: wholeUnits('3', 'MM').toString(),
      },
      {
        id: expect.any(String),
        time: expect.any(String),
        asset: 'USDT',
        amount: usdt('2').toString(),
        direction: 'out',
        counterparty: bob.address,
        balanceAfter: usdt('8').toString(),
      },
    ]);
    const bobUsdt = (await post(app, HISTORY, { asset: 'USDT' }, bob.headers)).json().data;
    expect(bobUsdt.list.map((entry: { direction: string }) => entry.direction)).toEqual(['in']);
    expect((await post(app, HISTORY, {}, carol.headers)).json().data).toEqual({
      list: [],
      total: 0,
      page: 1,
      limit: 10,
    });
    // Asking for someone else's history is not a field this endpoint has.
    for (const body of [{ memberId: alice.memberId }, { address: alice.address }, { userId: 1 }]) {
      const response = await post(app, HISTORY, body, carol.headers);
      expect(response.statusCode).toBe(400);
    }
    expect((await post(app, HISTORY, {}, {})).json().code).toBe(ERRORS.sessionInvalid.code);
  });
});
