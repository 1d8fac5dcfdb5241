import { isInviteCode } from '@colony/contract/auth';
import { ERRORS } from '@colony/contract/errors';
import { devAccount } from '@colony/devchain/dev-keys';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { members } from '../../db/schema/members.ts';
import { DEMO_ROOT_ADDRESS, DEMO_ROOT_INVITE_CODE } from '../../env.ts';
import { RACES_ON_POSTGRES } from '../../test/races.ts';
import { seedRootMember, sessionHeaders, signIn } from '../../test/sign-in.ts';
import { createTestApp, post } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { findRootMember } from './queries.ts';
import { ensureRootMember, joinColony } from './service.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const newAddress = () => privateKeyToAccount(generatePrivateKey()).address;
const CLOCK = { time: '00:00', timeZone: 'UTC' };

describe('the root member', () => {
  it('is created once from the configuration and kept on later starts', async () => {
    const root = { address: DEMO_ROOT_ADDRESS, inviteCode: DEMO_ROOT_INVITE_CODE };
    const first = await ensureRootMember(database.db, root);
    expect(first).toMatchObject({ kind: 'created', root: { ...root, superiorId: null } });
    expect(await ensureRootMember(database.db, root)).toMatchObject({ kind: 'present', root });
  });

  it('stays the only root when the configuration names another address later', async () => {
    const outcome = await ensureRootMember(database.db, { address: newAddress(), inviteCode: 'VENUSBAY' });
    expect(outcome).toMatchObject({ kind: 'otherRoot', root: { address: DEMO_ROOT_ADDRESS } });
    expect((await findRootMember(database.db))?.address).toBe(DEMO_ROOT_ADDRESS);
    await expect(
      database.db.insert(members).values({ address: newAddress(), inviteCode: 'VENUSBA2', superiorId: null }),
    ).rejects.toThrow();
  });
});

describe('joining the colony', () => {
  it(`gives every member its own well-formed invite code ${RACES_ON_POSTGRES}`, async () => {
    const root = await findRootMember(database.db);
    const joined = await Promise.all(
      Array.from({ length: 40 }, () => joinColony(database.db, newAddress(), root?.id ?? 0, CLOCK)),
    );
    const codes = joined.map((member) => member.inviteCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(isInviteCode(code)).toBe(true);
  });

  it(`keeps the superior of the first join when the same address joins twice at once ${RACES_ON_POSTGRES}`, async () => {
    const root = await findRootMember(database.db);
    const other = await joinColony(database.db, newAddress(), root?.id ?? 0, CLOCK);
    const address = newAddress();
    const [first, second] = await Promise.all([
      joinColony(database.db, address, root?.id ?? 0, CLOCK),
      joinColony(database.db, address, other.id, CLOCK),
    ]);
    expect(first?.id).toBe(second?.id);
    const rows = await database.db.select().from(members).where(eq(members.address, address));
    expect(rows).toHaveLength(1);
    expect([root?.id, other.id]).toContain(rows[0]?.superiorId);
  });

  it('refuses a malformed invite code or address at the database', async () => {
    await expect(
      database.db.insert(members).values({ address: newAddress(), inviteCode: 'marsbase', superiorId: 1 }),
    ).rejects.toThrow();
    await expect(
      database.db.insert(members).values({ address: 'nobody', inviteCode: 'WXYZ2345', superiorId: 1 }),
    ).rejects.toThrow();
  });
});

describe('POST /api/user/user/index', () => {
  it('answers -403 without a session, whatever the body', async () => {
    for (const payload of ['{"zzz": 1}', '{"broken', '[]']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/user/index',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe(ERRORS.sessionInvalid.code);
    }
  });

  it('refuses unknown fields from a signed-in member', async () => {
    await seedRootMember(database.db);
    const session = await signIn(app, devAccount(0));
    const response = await post(app, '/api/user/user/index', { zzz: 1 }, sessionHeaders(session));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(ERRORS.validation.code);
  });
});
