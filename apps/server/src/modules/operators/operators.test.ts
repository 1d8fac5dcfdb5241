import { randomUUID } from 'node:crypto';
import { CONTACT_ADMIN_PATHS, type ContactMessage } from '@colony/contract/contact';
import { ERRORS, type ErrorName } from '@colony/contract/errors';
import {
  OPERATOR_PATHS,
  OPERATOR_ROLES,
  type OperatorAction,
  type OperatorRole,
} from '@colony/contract/operators';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/database.ts';
import { wholeUnits } from '../../economy/config.ts';
import { operatorGuardOf } from '../../plugins/member-session.ts';
import { addDays, colonyToday } from '../../settlement/calendar.ts';
import { postWrite, signInNewMember, type TestMember } from '../../test/money.ts';
import { RACES_ON_POSTGRES } from '../../test/races.ts';
import { seedRootMember } from '../../test/sign-in.ts';
import { createTestApp, post } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';

const api = (path: string) => `/api${path}`;
const AIRDROP = '/api/admin/Airdrop/grant';

let database: Database;
let db: Db;
let app: FastifyInstance;
let ownerKey: `0x${string}`;
let owner: TestMember;
/** Every operators' route, with the role its guard asks for (null: no guard). */
const adminRoutes: { method: string; url: string; role: OperatorRole | 'any' | null }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedRootMember(db);
  ownerKey = generatePrivateKey();
  app = await createTestApp(db, { OPERATOR_ADDRESSES: privateKeyToAccount(ownerKey).address });
  owner = await signInNewMember(app, db, privateKeyToAccount(ownerKey));
  // The routes as a server registers them, with their hooks, seen while a second app is built.
  const inspected = await createTestApp(
    db,
    {},
    {
      onRoute: (route) => {
        if (!route.url.startsWith('/api/admin/')) return;
        for (const method of [route.method].flat()) {
          if (method === 'HEAD') continue;
          adminRoutes.push({ method, url: route.url, role: operatorGuardOf(route.onRequest) });
        }
      },
    },
  );
  await inspected.close();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

function expectError(response: LightMyRequestResponse, name: ErrorName) {
  expect(response.statusCode, response.body).toBe(ERRORS[name].status);
  expect(response.json().code, response.body).toBe(ERRORS[name].code);
}

async function operatorWith(role: OperatorRole): Promise<TestMember> {
  const member = await signInNewMember(app, db);
  const added = await postWrite(app, api(OPERATOR_PATHS.add), { address: member.address, role }, owner);
  expect(added.statusCode, added.body).toBe(200);
  return member;
}

async function logOf(filter: { operator?: string; action?: string } = {}): Promise<OperatorAction[]> {
  const response = await post(app, api(OPERATOR_PATHS.log), { limit: 100, ...filter }, owner.headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.list;
}

describe("the operators' routes", () => {
  it('each hold the operator guard, with the role they need', () => {
    const unguarded = adminRoutes.filter((route) => route.role === null);
    expect(unguarded, 'an /api/admin/ route without requireOperator').toEqual([]);
    expect(adminRoutes.length).toBeGreaterThanOrEqual(14);
  });

  it('refuse a visitor, a member and an operator without the role, before reading the body', async () => {
    const member = await signInNewMember(app, db);
    const byRole = new Map<OperatorRole, TestMember>();
    for (const role of OPERATOR_ROLES.filter((one) => one !== 'owner'))
      byRole.set(role, await operatorWith(role));
    for (const route of adminRoutes) {
      const send = (headers: Record<string, string>) =>
        app.inject({
          method: route.method as 'GET' | 'POST',
          url: route.url,
          headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          // A body no route accepts: a refusal before it is read is not a validation error.
          payload: '{"unexpected": true}',
        });
      expectError(await send({}), 'sessionInvalid');
      expectError(await send(member.headers), 'operatorOnly');
      if (route.role === 'any') continue;
      const other = [...byRole.entries()].find(([role]) => role !== route.role);
      if (!other) throw new Error('no operator of another role');
      const refused = await send(other[1].headers);
      expectError(refused, 'operatorRoleMissing');
      expect(refused.json().data).toEqual({ role: route.role });
    }
  });
});

describe('operators', () => {
  it('start with the owners of OPERATOR_ADDRESSES; the owner adds, changes and removes the others', async () => {
    const listed = await post(app, api(OPERATOR_PATHS.index), {}, owner.headers);
    expect(listed.json().data.list[0]).toMatchObject({
      address: owner.address,
      role: 'owner',
      addedBy: null,
    });

    const support = await signInNewMember(app, db);
    const added = await postWrite(
      app,
      api(OPERATOR_PATHS.add),
      { address: support.address.toLowerCase(), role: 'support' },
      owner,
    );
    expect(added.json().data).toMatchObject({
      address: support.address,
      role: 'support',
      addedBy: owner.address,
    });
    // Support may read the list and the log, not add anyone.
    expect((await post(app, api(OPERATOR_PATHS.index), {}, support.headers)).statusCode).toBe(200);
    expectError(
      await postWrite(app, api(OPERATOR_PATHS.add), { address: support.address, role: 'owner' }, support),
      'operatorRoleMissing',
    );

    const promoted = await postWrite(
      app,
      api(OPERATOR_PATHS.add),
      { address: support.address, role: 'finance' },
      owner,
    );
    expect(promoted.json().data).toMatchObject({ role: 'finance' });
    const removed = await postWrite(app, api(OPERATOR_PATHS.remove), { address: support.address }, owner);
    expect(removed.statusCode, removed.body).toBe(200);
    expectError(await post(app, api(OPERATOR_PATHS.index), {}, support.headers), 'operatorOnly');
    expectError(
      await postWrite(app, api(OPERATOR_PATHS.remove), { address: support.address }, owner),
      'operatorNotFound',
    );

    const log = await logOf({ operator: owner.address, action: 'admin.Operators.add' });
    const change = log.find((entry) => (entry.request as { role?: string }).role === 'finance');
    expect(change).toMatchObject({
      operator: owner.address,
      role: 'owner',
      before: { address: support.address, role: 'support' },
      after: { address: support.address, role: 'finance' },
    });
    expect(change?.requestId).toMatch(/.+/);
  });

  it('keep a removed owner removed when the server starts again with the address configured', async () => {
    const second = privateKeyToAccount(generatePrivateKey());
    const restarted = await createTestApp(db, { OPERATOR_ADDRESSES: second.address });
    try {
      const secondOwner = await signInNewMember(restarted, db, second);
      expect((await post(restarted, api(OPERATOR_PATHS.index), {}, secondOwner.headers)).statusCode).toBe(
        200,
      );
      const removed = await postWrite(
        restarted,
        api(OPERATOR_PATHS.remove),
        { address: second.address },
        owner,
      );
      expect(removed.statusCode, removed.body).toBe(200);
    } finally {
      await restarted.close();
    }
    const again = await createTestApp(db, { OPERATOR_ADDRESSES: second.address });
    try {
      const session = await signInNewMember(again, db, second);
      expectError(await post(again, api(OPERATOR_PATHS.index), {}, session.headers), 'operatorOnly');
    } finally {
      await again.close();
    }
  });

  it(`keep at least one owner, also when two owners remove each other at once ${RACES_ON_POSTGRES}`, async () => {
    const base = await createTestDatabase();
    const firstKey = generatePrivateKey();
    const secondKey = generatePrivateKey();
    await seedRootMember(base.db);
    const own = await createTestApp(base.db, {
      OPERATOR_ADDRESSES: `${privateKeyToAccount(firstKey).address},${privateKeyToAccount(secondKey).address}`,
    });
    try {
      const first = await signInNewMember(own, base.db, privateKeyToAccount(firstKey));
      const second = await signInNewMember(own, base.db, privateKeyToAccount(secondKey));
      const answers = await Promise.all([
        postWrite(own, api(OPERATOR_PATHS.remove), { address: second.address }, first),
        postWrite(own, api(OPERATOR_PATHS.remove), { address: first.address }, second),
      ]);
      const codes = answers.map((answer) => answer.json().code).sort();
      // One removal happens; the other owner is then either the last owner or no longer an operator.
      expect(codes[0]).toBe(200);
      expect([ERRORS.lastOwner.code, ERRORS.operatorOnly.code]).toContain(codes[1]);
      const [left] = await base.db
        .execute(sql`select count(*)::int as n from operator where role = 'owner' and removed_at is null`)
        .then((result) => (result as unknown as { rows: { n: number }[] }).rows);
      expect(left?.n).toBe(1);
      const survivor = answers[0]?.json().code === 200 ? first : second;
      expectError(
        await postWrite(
          own,
          api(OPERATOR_PATHS.add),
          { address: survivor.address, role: 'content' },
          survivor,
        ),
        'lastOwner',
      );
    } finally {
      await own.close();
      await base.close();
    }
  });
});

describe("the operators' log", () => {
  it('holds each write once, with who, what and the answer; a retry with its key and a refusal add nothing', async () => {
    const finance = await operatorWith('finance');
    const recipient = await signInNewMember(app, db);
    const key = randomUUID();
    const body = {
      to: recipient.address,
      asset: 'MM',
      amount: wholeUnits('3', 'MM').toString(),
      reason: 'launch gift',
    };
    const [first, again] = await Promise.all([
      postWrite(app, AIRDROP, body, finance, key),
      postWrite(app, AIRDROP, body, finance, key),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    // Refused (no such member): answered, but nothing happened, so nothing is logged.
    const refused = await postWrite(
      app,
      AIRDROP,
      { ...body, to: privateKeyToAccount(generatePrivateKey()).address },
      finance,
    );
    expect(refused.statusCode).not.toBe(200);

    const entries = await logOf({ operator: finance.address });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      operator: finance.address,
      role: 'finance',
      action: 'admin.Airdrop.grant',
      before: null,
      request: body,
      after: first.json().data,
    });
    // Sent at once, either request may have been the one that ran; the other was answered from it.
    expect([first.headers['x-request-id'], again.headers['x-request-id']]).toContain(entries[0]?.requestId);
  });

  it('holds a settlement run, with the days it settled', async () => {
    const finance = await operatorWith('finance');
    const yesterday = addDays(await colonyToday(db, { time: '00:00', timeZone: 'UTC' }), -1);
    const run = await postWrite(app, '/api/admin/Settlement/run', { through: yesterday }, finance, null);
    expect(run.statusCode, run.body).toBe(200);
    const [entry] = await logOf({ operator: finance.address, action: 'admin.Settlement.run' });
    expect(entry).toMatchObject({
      role: 'finance',
      request: { through: yesterday },
      after: run.json().data,
      requestId: run.headers['x-request-id'],
    });
  });

  it('pages newest first and filters by action', async () => {
    const all = await logOf();
    expect(all.length).toBeGreaterThan(2);
    expect(all.map((entry) => BigInt(entry.id))).toEqual(
      [...all.map((entry) => BigInt(entry.id))].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)),
    );
    const page = await post(app, api(OPERATOR_PATHS.log), { page: 2, limit: 1 }, owner.headers);
    expect(page.json().data).toMatchObject({ page: 2, limit: 1, total: all.length, list: [all[1]] });
    const adds = await logOf({ action: 'admin.Operators.add' });
    expect(adds.length).toBeGreaterThan(0);
    expect(adds.every((entry) => entry.action === 'admin.Operators.add')).toBe(true);
  });

  it('cannot be changed or deleted, even by SQL', async () => {
    await expect(db.execute(sql`update operator_action set action = 'forged'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from operator_action`)).rejects.toThrow();
    await expect(db.execute(sql`truncate operator_action`)).rejects.toThrow();
    expect((await logOf()).length).toBeGreaterThan(0);
  });
});

describe('support', () => {
  it('reads the contact messages, marks one answered once, and the open list no longer shows it', async () => {
    const support = await operatorWith('support');
    const send = (title: string, language: string) =>
      post(
        app,
        '/api/user/user/addContact',
        { title, question: 'Where is my avatar?', email: 'colonist@example.com' },
        { 'accept-language': language },
      );
    const first = (await send('First question', 'de')).json().data.id as number;
    const second = (await send('Second question', 'en')).json().data.id as number;
    const list = async (status: 'open' | 'done') =>
      (await post(app, api(CONTACT_ADMIN_PATHS.index), { status, limit: 100 }, support.headers)).json().data;

    const open = await list('open');
    const ids = open.list.map((message: ContactMessage) => message.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(open.list.find((message: ContactMessage) => message.id === first)).toMatchObject({
      title: 'First question',
      email: 'colonist@example.com',
      language: 'de',
      doneAt: null,
      doneBy: null,
    });

    const [once, twice] = await Promise.all([
      postWrite(app, api(CONTACT_ADMIN_PATHS.done), { id: first }, support),
      postWrite(app, api(CONTACT_ADMIN_PATHS.done), { id: first }, owner),
    ]);
    expect(once.statusCode, once.body).toBe(200);
    expect(twice.statusCode, twice.body).toBe(200);
    // Whoever came second sees the first one's answer: done once, by one of them.
    expect(once.json().data.doneAt).toBe(twice.json().data.doneAt);
    expect([support.address, owner.address]).toContain(once.json().data.doneBy);
    expect((await list('open')).list.map((message: ContactMessage) => message.id)).not.toContain(first);
    expect((await list('done')).list[0]).toMatchObject({ id: first, doneBy: once.json().data.doneBy });

    expectError(
      await postWrite(app, api(CONTACT_ADMIN_PATHS.done), { id: 999_999_999 }, support),
      'contactMessageNotFound',
    );
    const [entry] = await logOf({ operator: support.address, action: 'admin.Contact.done' });
    expect(entry).toMatchObject({ request: { id: first }, before: { id: first }, after: { id: first } });
  });
});
