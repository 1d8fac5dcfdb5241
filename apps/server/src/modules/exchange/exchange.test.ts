import { randomUUID } from 'node:crypto';
import { ERRORS } from '@colony/contract/errors';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/database.ts';
import { DEFAULT_ECONOMY, wholeUnits } from '../../economy/config.ts';
import { ledger } from '../../ledger/ledger.ts';
import {
  availableOf,
  expectCleanLedger,
  fundMember,
  fundSystem,
  postWrite,
  signInNewMember,
  type TestMember,
} from '../../test/money.ts';
import { RACES_ON_POSTGRES } from '../../test/races.ts';
import { seedRootMember } from '../../test/sign-in.ts';
import { createTestApp, post } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';

const INDEX = '/api/nft/Money_Exchange/index';
const SELL = '/api/nft/Money_Exchange/exchange';
const SWAP = '/api/nft/Money_Exchange/swap';
const usdt = (whole: string) => wholeUnits(whole, 'USDT');
const mm = (whole: string) => wholeUnits(whole, 'MM');

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

async function seller(mmWhole: string): Promise<TestMember> {
  const member = await signInNewMember(app, db);
  await fundMember(db, member.memberId, 'MM', mm(mmWhole));
  return member;
}

const treasury = (asset: 'USDT' | 'USDC' | 'MM') => ledger.systemBalance(db, 'treasury', asset);
const fees = (asset: 'USDT' | 'USDC') => ledger.systemBalance(db, 'fees', asset);

describe('POST /api/nft/Money_Exchange/index', () => {
  it('tells anyone the prices, fees and minimums in base units', async () => {
    const response = await post(app, INDEX, {});
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.buyBack).toEqual([
      {
        asset: 'MM',
        payAsset: 'USDT',
        price: usdt('0.5').toString(),
        feeBps: 500,
        minimum: mm('10').toString(),
      },
    ]);
    expect(data.swaps).toEqual([
      { from: 'USDT', to: 'USDC', price: usdt('1').toString(), feeBps: 10, minimum: usdt('1').toString() },
      { from: 'USDC', to: 'USDT', price: usdt('1').toString(), feeBps: 10, minimum: usdt('1').toString() },
    ]);
    expect(data.transfers).toContainEqual({ asset: 'UME', transferable: false, minimum: mm('1').toString() });
    expect(data.withdrawals).toContainEqual({
      asset: 'USDT',
      minimum: usdt('10').toString(),
      fee: usdt('1').toString(),
      memberDailyLimit: usdt('10000').toString(),
    });
  });
});

describe('POST /api/nft/Money_Exchange/exchange', () => {
  it('buys MM back at the price less the fee, paid by the treasury, as linked transfers', async () => {
    await fundSystem(db, 'treasury', 'USDT', usdt('100'));
    const member = await seller('30');
    const [treasuryUsdt, treasuryMm, feesUsdt] = [
      await treasury('USDT'),
      await treasury('MM'),
      await fees('USDT'),
    ];
    const response = await postWrite(app, SELL, { asset: 'MM', amount: mm('20').toString() }, member);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.msg).toBe('Exchange Successful');
    expect(body.data).toMatchObject({
      linkId: expect.any(String),
      sold: { asset: 'MM', amount: mm('20').toString() },
      received: { asset: 'USDT', amount: usdt('9.5').toString() },
      fee: { asset: 'USDT', amount: usdt('0.5').toString() },
    });
    expect(
      body.data.transfers.map((t: Record<string, string>) => [
        t.asset,
        t.from,
        t.to,
        t.amount,
        t.kind,
        t.balanceAfter,
      ]),
    ).toEqual([
      ['MM', member.address, 'treasury', mm('20').toString(), 'buy_back', mm('10').toString()],
      ['USDT', 'treasury', member.address, usdt('10').toString(), 'buy_back', usdt('10').toString()],
      ['USDT', member.address, 'fees', usdt('0.5').toString(), 'buy_back_fee', usdt('9.5').toString()],
    ]);
    // Every leg names the sale: its link id is their reference, in the answer and in the money log.
    for (const transfer of body.data.transfers) {
      expect(transfer.linkId).toBe(body.data.linkId);
      expect(transfer.reference).toBe(body.data.linkId);
    }
    // In the money log the sale is what left and what arrived, the fee folded into the payment.
    const log = (await post(app, '/api/user/user/money_log', {}, member.headers)).json().data;
    expect(
      log.list
        .slice(0, 2)
        .map((entry: Record<string, string>) => [
          entry.asset,
          entry.kind,
          entry.amount,
          entry.fee,
          entry.reference,
        ]),
    ).toEqual([
      ['USDT', 'buy_back', usdt('9.5').toString(), usdt('0.5').toString(), body.data.linkId],
      ['MM', 'buy_back', `-${mm('20')}`, null, body.data.linkId],
    ]);
    expect(log.list[0].balanceAfter).toBe(usdt('9.5').toString());
    expect(await availableOf(db, member.memberId, 'MM')).toBe(mm('10'));
    expect(await availableOf(db, member.memberId, 'USDT')).toBe(usdt('9.5'));
    expect(await treasury('USDT')).toBe(treasuryUsdt - usdt('10'));
    expect(await treasury('MM')).toBe(treasuryMm + mm('20'));
    expect(await fees('USDT')).toBe(feesUsdt + usdt('0.5'));
    await expectCleanLedger(db);
  });

  it('refuses below the minimum, what cannot be sold and more than the member holds', async () => {
    await fundSystem(db, 'treasury', 'USDT', usdt('100'));
    const member = await seller('15');
    await fundMember(db, member.memberId, 'MC', mm('50'));
    const cases: [object, keyof typeof ERRORS, string][] = [
      [
        { asset: 'MM', amount: mm('9.99').toString() },
        'buyBackBelowMinimum',
        'Minimum buy-back quantity 10 MM',
      ],
      [{ asset: 'MC', amount: mm('20').toString() }, 'cannotBeSold', 'Cannot be sold'],
      [{ asset: 'USDT', amount: usdt('20').toString() }, 'cannotBeSold', 'Cannot be sold'],
      [{ asset: 'MM', amount: mm('16').toString() }, 'insufficientBalance', 'Insufficient balance'],
    ];
    for (const [body, name, msg] of cases) {
      const response = await postWrite(app, SELL, body, member);
      expect(response.statusCode, name).toBe(ERRORS[name].status);
      expect(response.json(), name).toMatchObject({ code: ERRORS[name].code, msg });
    }
    const japanese = await postWrite(app, SELL, { asset: 'MM', amount: '1' }, member, undefined, {
      'accept-language': 'ja-JP',
    });
    expect(japanese.json()).toMatchObject({
      msg: '最低買い取り数量は 10 MM です',
      data: { asset: 'MM', min: mm('10').toString() },
    });
    expect(await availableOf(db, member.memberId, 'MM')).toBe(mm('15'));
    expect(await availableOf(db, member.memberId, 'USDT')).toBe(0n);
  });

  it('refuses a sale the treasury cannot pay and moves nothing, not even the MM', async () => {
    const member = await seller('10000000');
    const before = await treasury('USDT');
    const response = await postWrite(app, SELL, { asset: 'MM', amount: mm('10000000').toString() }, member);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: ERRORS.treasuryInsufficient.code,
      msg: 'The trader cannot pay this amount right now, please try a smaller amount later',
    });
    expect(await availableOf(db, member.memberId, 'MM')).toBe(mm('10000000'));
    expect(await treasury('USDT')).toBe(before);
    await expectCleanLedger(db);
  });

  it(`never takes the treasury below zero under concurrent sales ${RACES_ON_POSTGRES}`, async () => {
    const sellers = await Promise.all(Array.from({ length: 12 }, () => seller('100')));
    const pool = await treasury('USDT');
    // Each sale of 100 MM takes 50 USDT from the treasury; leave room for exactly five more.
    await fundSystem(db, 'treasury', 'USDT', usdt('250') - (pool % usdt('50')));
    const room = await treasury('USDT');
    const responses = await Promise.all(
      sellers.map((member) => postWrite(app, SELL, { asset: 'MM', amount: mm('100').toString() }, member)),
    );
    const codes = responses.map((response) => response.json().code);
    const sold = codes.filter((code) => code === 200).length;
    expect(sold + codes.filter((code) => code === ERRORS.treasuryInsufficient.code).length).toBe(12);
    expect(sold).toBe(Math.min(12, Number(room / usdt('50'))));
    expect(codes).toContain(ERRORS.treasuryInsufficient.code);
    expect(await treasury('USDT')).toBe(room - BigInt(sold) * usdt('50'));
    expect(await treasury('USDT')).toBeGreaterThanOrEqual(0n);
    await expectCleanLedger(db);
  });

  it(`answers a repeated key with the first sale ${RACES_ON_POSTGRES}`, async () => {
    await fundSystem(db, 'treasury', 'USDT', usdt('100'));
    const member = await seller('40');
    const key = randomUUID();
    const body = { asset: 'MM', amount: mm('10').toString() };
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => postWrite(app, SELL, body, member, key)),
    );
    for (const response of responses) expect(response.json()).toEqual(responses[0]?.json());
    expect(await availableOf(db, member.memberId, 'MM')).toBe(mm('30'));
    const other = await postWrite(app, SELL, { asset: 'MM', amount: mm('11').toString() }, member, key);
    expect(other.statusCode).toBe(409);
    const swapWithKey = await postWrite(
      app,
      SWAP,
      { from: 'USDT', to: 'USDC', amount: usdt('1').toString() },
      member,
      key,
    );
    expect(swapWithKey.json().code).toBe(ERRORS.idempotencyKeyConflict.code);
  });

  it('refuses a sale worth nothing after the fee', async () => {
    const tiny = await createTestApp(
      db,
      {},
      {
        economy: {
          ...DEFAULT_ECONOMY,
          buyBack: { MM: { payAsset: 'USDT', price: 10n, feeBps: 500, minimum: 1n } },
        },
      },
    );
    try {
      const member = await seller('1');
      const response = await postWrite(tiny, SELL, { asset: 'MM', amount: '1' }, member);
      expect(response.json().code).toBe(ERRORS.amountTooSmall.code);
      expect(await availableOf(db, member.memberId, 'MM')).toBe(mm('1'));
    } finally {
      await tiny.close();
    }
  });

  it('refuses a broken economy at start', async () => {
    const broken = {
      ...DEFAULT_ECONOMY,
      swaps: [{ from: 'USDT' as const, to: 'USDT' as const, price: 1n, feeBps: 0, minimum: 1n }],
    };
    await expect(createTestApp(db, {}, { economy: broken })).rejects.toThrow('swaps an asset for itself');
  });
});

describe('POST /api/nft/Money_Exchange/swap', () => {
  it('swaps USDT for USDC one to one less 0.1%, the treasury paying the USDC', async () => {
    await fundSystem(db, 'treasury', 'USDC', usdt('1000'));
    const member = await signInNewMember(app, db);
    await fundMember(db, member.memberId, 'USDT', usdt('150'));
    const response = await postWrite(
      app,
      SWAP,
      { from: 'USDT', to: 'USDC', amount: usdt('100').toString() },
      member,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      sold: { asset: 'USDT', amount: usdt('100').toString() },
      received: { asset: 'USDC', amount: usdt('99.9').toString() },
      fee: { asset: 'USDC', amount: usdt('0.1').toString() },
    });
    expect(response.json().data.transfers.map((t: Record<string, string>) => t.kind)).toEqual([
      'swap',
      'swap',
      'swap_fee',
    ]);
    expect(await availableOf(db, member.memberId, 'USDT')).toBe(usdt('50'));
    expect(await availableOf(db, member.memberId, 'USDC')).toBe(usdt('99.9'));
    const back = await postWrite(
      app,
      SWAP,
      { from: 'USDC', to: 'USDT', amount: usdt('99.9').toString() },
      member,
    );
    expect(back.json().data.received).toEqual({ asset: 'USDT', amount: usdt('99.8001').toString() });
    await expectCleanLedger(db);
  });

  it('refuses pairs that are not configured, amounts below the minimum, and a short treasury', async () => {
    const member = await signInNewMember(app, db);
    await fundMember(db, member.memberId, 'USDT', usdt('10'));
    await fundMember(db, member.memberId, 'MM', mm('10'));
    const cases: [object, keyof typeof ERRORS][] = [
      [{ from: 'MM', to: 'USDT', amount: mm('10').toString() }, 'swapUnavailable'],
      [{ from: 'USDT', to: 'USDT', amount: usdt('1').toString() }, 'swapUnavailable'],
      [{ from: 'USDT', to: 'MCD', amount: usdt('1').toString() }, 'swapUnavailable'],
      [{ from: 'USDT', to: 'USDC', amount: usdt('0.5').toString() }, 'swapBelowMinimum'],
      [{ from: 'USDT', to: 'USDC', amount: usdt('11').toString() }, 'insufficientBalance'],
    ];
    for (const [body, name] of cases) {
      const response = await postWrite(app, SWAP, body, member);
      expect(response.json().code, name).toBe(ERRORS[name].code);
    }
    const hostile = await postWrite(
      app,
      SWAP,
      { from: 'USDT', to: 'USDC', amount: usdt('1').toString(), price: '1', feeBps: 0 },
      member,
    );
    expect(hostile.statusCode).toBe(400);
    expect(
      hostile
        .json()
        .data.fields.map((field: { field: string }) => field.field)
        .sort(),
    ).toEqual(['feeBps', 'price']);
    const usdcInTreasury = await treasury('USDC');
    const rich = await signInNewMember(app, db);
    await fundMember(db, rich.memberId, 'USDT', usdcInTreasury * 2n);
    const short = await postWrite(
      app,
      SWAP,
      { from: 'USDT', to: 'USDC', amount: (usdcInTreasury * 2n).toString() },
      rich,
    );
    expect(short.json().code).toBe(ERRORS.treasuryInsufficient.code);
    expect(await availableOf(db, rich.memberId, 'USDT')).toBe(usdcInTreasury * 2n);
    expect(await availableOf(db, member.memberId, 'USDT')).toBe(usdt('10'));
    await expectCleanLedger(db);
  });

  it(`swaps both ways at once without a deadlock ${RACES_ON_POSTGRES}`, async () => {
    await fundSystem(db, 'treasury', 'USDT', usdt('1000'));
    await fundSystem(db, 'treasury', 'USDC', usdt('1000'));
    const members = await Promise.all(Array.from({ length: 6 }, () => signInNewMember(app, db)));
    for (const member of members) {
      await fundMember(db, member.memberId, 'USDT', usdt('20'));
      await fundMember(db, member.memberId, 'USDC', usdt('20'));
    }
    // Each member swaps both ways several times at once: opposite pairs touch the treasury's two
    // accounts, and the member's own two, in opposite orders.
    const swaps = members.flatMap((member) =>
      Array.from({ length: 4 }, (_, round) => {
        const [from, to] = round % 2 === 0 ? ['USDT', 'USDC'] : ['USDC', 'USDT'];
        return postWrite(app, SWAP, { from, to, amount: usdt('1').toString() }, member);
      }),
    );
    const codes = (await Promise.all(swaps)).map((response) => response.json().code);
    expect(codes.filter((code) => code !== 200)).toEqual([]);
    await expectCleanLedger(db);
  });
});

describe('OpenAPI', () => {
  it('documents every money endpoint with its body', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/user/user/index',
      '/api/user/user/money_log',
      '/api/user/user/confirmTrans',
      '/api/user/user/getTransMoneyLog',
      '/api/nft/Money_Exchange/index',
      '/api/nft/Money_Exchange/exchange',
      '/api/nft/Money_Exchange/swap',
    ]) {
      expect(document.paths[path]?.post, path).toBeDefined();
    }
    const send = document.paths['/api/user/user/confirmTrans'].post;
    expect(send.requestBody.content['application/json'].schema.required).toEqual(['to', 'asset', 'amount']);
    expect(send.description).toContain('Idempotency-Key');
  });
});
