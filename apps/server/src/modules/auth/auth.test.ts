import { randomUUID } from 'node:crypto';
import { ERRORS } from '@colony/contract/errors';
import { translate } from '@colony/contract/messages/index';
import { type Anvil, startAnvil } from '@colony/devchain/anvil';
import { compiledContract } from '@colony/devchain/compile';
import { deployContract, deployOwnedWallet } from '@colony/devchain/deploy';
import { devAccount } from '@colony/devchain/dev-keys';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import {
  type Abi,
  type Address,
  createPublicClient,
  encodeFunctionData,
  http,
  keccak256,
  serializeErc6492Signature,
  toHex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage, generateSiweNonce, parseSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { members, sessions, signInNonces } from '../../db/schema/members.ts';
import { DEMO_ROOT_ADDRESS, DEMO_ROOT_INVITE_CODE } from '../../env.ts';
import { RACES_ON_POSTGRES } from '../../test/races.ts';
import { requestSignInMessage, seedRootMember, sessionHeaders, signIn } from '../../test/sign-in.ts';
import { createTestApp, post, TEST_JWT_SECRET, TEST_PUBLIC_URL } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { accessTokens, TOKEN_AUDIENCE, TOKEN_ISSUER } from './access-tokens.ts';
import { authService } from './service.ts';
import { signInMessage, siteOf } from './sign-in-message.ts';
import { signatureVerifier } from './signature-verifier.ts';

const NONCE = '/api/user/login/nonce';
const LOGIN = '/api/user/login/login';
const REGISTER = '/api/user/login/register';
const LOGOUT = '/api/user/login/logout';
const PROFILE = '/api/user/user/index';

const root = devAccount(0);
const HOUR_MS = 3_600_000;

let anvil: Anvil;
let database: Database;
let app: FastifyInstance;
/** Added to the real clock: tests move time forward to expire messages, tokens and sessions. */
let clockOffsetMs = 0;
/** Set, the clock stands still there (plus the offset), for tests that count seconds exactly. */
let stoppedAt: number | undefined;
const now = () => (stoppedAt ?? Date.now()) + clockOffsetMs;

beforeAll(async () => {
  [anvil, database] = await Promise.all([startAnvil(), createTestDatabase()]);
  await seedRootMember(database.db);
  app = await createTestApp(database.db, { RPC_URL_1: anvil.rpcUrl, RPC_URL_56: anvil.rpcUrl }, { now });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await anvil?.stop();
});

beforeEach(() => {
  clockOffsetMs = 0;
  stoppedAt = undefined;
});

const newAccount = () => privateKeyToAccount(generatePrivateKey());

async function rowCounts() {
  const [[memberRows], [sessionRows], [nonceRows]] = await Promise.all([
    database.db.select({ total: count() }).from(members),
    database.db.select({ total: count() }).from(sessions),
    database.db.select({ total: count() }).from(signInNonces),
  ]);
  return { members: memberRows?.total, sessions: sessionRows?.total, nonces: nonceRows?.total };
}

function expectError(response: { statusCode: number; json(): unknown }, name: keyof typeof ERRORS) {
  expect(response.json(), JSON.stringify(response.json())).toMatchObject({ code: ERRORS[name].code });
  expect(response.statusCode).toBe(ERRORS[name].status);
}

/** A message from the server, changed by `edit` and signed by `account` afterwards. */
async function signedVariant(
  account: ReturnType<typeof newAccount>,
  edit: (fields: ReturnType<typeof parseSiweMessage>) => Parameters<typeof createSiweMessage>[0],
  options: { referee?: string } = {},
) {
  const issued = parseSiweMessage(await requestSignInMessage(app, account.address, options));
  const message = createSiweMessage(edit(issued));
  return { message, sign: await account.signMessage({ message }) };
}

const asSiwe = (fields: ReturnType<typeof parseSiweMessage>) =>
  fields as Parameters<typeof createSiweMessage>[0];

describe('POST /api/user/login/nonce', () => {
  it('answers an EIP-4361 message bound to this site, the address and the chain, valid five minutes', async () => {
    const account = newAccount();
    const before = now();
    const response = await post(app, NONCE, { address: account.address.toLowerCase(), chainId: 56 });
    expect(response.statusCode).toBe(200);
    const { message } = response.json().data;
    const fields = parseSiweMessage(message);
    expect(fields).toMatchObject({
      domain: 'colony.test',
      uri: 'http://colony.test',
      address: account.address,
      chainId: 56,
      version: '1',
    });
    expect(fields.nonce).toMatch(/^[a-zA-Z0-9]{8,}$/);
    expect(fields.resources).toBeUndefined();
    const lifetime = (fields.expirationTime?.getTime() ?? 0) - (fields.issuedAt?.getTime() ?? 0);
    expect(lifetime).toBe(5 * 60_000);
    expect(Math.abs((fields.issuedAt?.getTime() ?? 0) - before)).toBeLessThan(5000);
    const second = parseSiweMessage(await requestSignInMessage(app, account.address));
    expect(second.nonce).not.toBe(fields.nonce);
  });

  it('carries a known invite code, in any letter case, as a resource of the message', async () => {
    const message = await requestSignInMessage(app, newAccount().address, { referee: ' marsbase ' });
    expect(parseSiweMessage(message).resources).toEqual([`urn:colony:invite-code:${DEMO_ROOT_INVITE_CODE}`]);
    expect(message).toContain(`- urn:colony:invite-code:${DEMO_ROOT_INVITE_CODE}`);
  });

  it('leaves the invite code out for an address that is already a member', async () => {
    const message = await requestSignInMessage(app, root.address, { referee: 'WXYZ2345' });
    expect(parseSiweMessage(message).resources).toBeUndefined();
  });

  it('refuses an unknown invite code and a chain outside the allowed ones, and stores nothing', async () => {
    const before = await rowCounts();
    const unknown = await post(
      app,
      NONCE,
      { address: newAccount().address, chainId: 56, referee: 'WXYZ2345' },
      { 'accept-language': 'de-DE' },
    );
    expectError(unknown, 'inviteCodeUnknown');
    expect(unknown.json().msg).toBe(translate('de', 'errors.inviteCodeUnknown'));
    expectError(await post(app, NONCE, { address: newAccount().address, chainId: 137 }), 'chainNotAllowed');
    expect(await rowCounts()).toEqual(before);
  });

  it('lists every bad field with its reason', async () => {
    const response = await post(
      app,
      NONCE,
      { address: '0xF39fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: '56', referee: 'MARS0ASE', extra: 1 },
      { 'accept-language': 'ja-JP' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toEqual(
      expect.arrayContaining([
        { field: 'address', message: translate('jp', 'fields.invalidAddress') },
        { field: 'chainId', message: translate('jp', 'fields.invalid') },
        { field: 'referee', message: translate('jp', 'fields.invalidInviteCode', { length: 8 }) },
        { field: 'extra', message: translate('jp', 'fields.unknown') },
      ]),
    );
    const missing = await post(app, NONCE, {});
    expect(missing.json().data.fields).toEqual([
      { field: 'address', message: translate('en', 'fields.required') },
      { field: 'chainId', message: translate('en', 'fields.required') },
    ]);
  });
});

describe('POST /api/user/login/login', () => {
  it('signs the root in with the configured invite code, and /user/user/index shows the profile', async () => {
    const session = await signIn(app, root);
    expect(session).toEqual({
      token: expect.any(String),
      address: DEMO_ROOT_ADDRESS,
      inviteCode: DEMO_ROOT_INVITE_CODE,
    });
    const profile = await post(app, PROFILE, undefined, sessionHeaders(session));
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({
      address: DEMO_ROOT_ADDRESS,
      inviteCode: DEMO_ROOT_INVITE_CODE,
      superior: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('binds a new member below the owner of the invite code, once and for good', async () => {
    const account = newAccount();
    const session = await signIn(app, account, { referee: DEMO_ROOT_INVITE_CODE });
    expect(session.address).toBe(account.address);
    expect(session.inviteCode).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    expect(session.inviteCode).not.toBe(DEMO_ROOT_INVITE_CODE);

    const invitee = newAccount();
    await signIn(app, invitee, { referee: session.inviteCode.toLowerCase() });
    const again = await signIn(app, invitee);
    const profile = (await post(app, PROFILE, {}, sessionHeaders(again))).json().data;
    expect(profile.superior).toBe(account.address);
    expect(profile.address).toBe(invitee.address);
  });

  it('answers -2 asking for an invite code when a new address signs without one', async () => {
    const account = newAccount();
    const before = await rowCounts();
    const message = await requestSignInMessage(app, account.address);
    const sign = await account.signMessage({ message });
    const response = await post(app, LOGIN, { message, sign }, { 'accept-language': 'zh-CN' });
    expectError(response, 'bindSuperior');
    expect(response.json().msg).toBe(translate('cn', 'errors.bindSuperior'));
    expect(await rowCounts()).toEqual(before);
    // The dialog then has the wallet sign a fresh message carrying the code.
    const session = await signIn(app, account, { referee: DEMO_ROOT_INVITE_CODE });
    expect(session.address).toBe(account.address);
  });

  it('signs a returning member in although the browser still sends the code of an invite link', async () => {
    const member = newAccount();
    const first = await signIn(app, member, { referee: DEMO_ROOT_INVITE_CODE });
    const someoneElse = await signIn(app, newAccount(), { referee: DEMO_ROOT_INVITE_CODE });
    // The member opened someone else's link: the server leaves the code out of the message...
    const message = await requestSignInMessage(app, member.address, { referee: someoneElse.inviteCode });
    expect(message).not.toContain(someoneElse.inviteCode);
    const sign = await member.signMessage({ message });
    // ...and the browser still sends the code it keeps from the link.
    const answer = await post(app, LOGIN, { message, sign, referee: someoneElse.inviteCode });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ address: member.address, inviteCode: first.inviteCode });
    const profile = (await post(app, PROFILE, {}, sessionHeaders(answer.json().data))).json().data;
    expect(profile.superior).toBe(root.address);
  });

  it('answers -2 to a new address whose signed message carries no code, whatever code comes beside it', async () => {
    const account = newAccount();
    const message = await requestSignInMessage(app, account.address);
    const sign = await account.signMessage({ message });
    const before = await rowCounts();
    expectError(await post(app, LOGIN, { message, sign, referee: DEMO_ROOT_INVITE_CODE }), 'bindSuperior');
    expect(await rowCounts()).toEqual({ ...before, nonces: (before.nonces ?? 0) - 1 });
  });

  it(`makes one member of a new address signing in twice at once with two messages ${RACES_ON_POSTGRES}`, async () => {
    const account = newAccount();
    const signed = await Promise.all(
      [0, 1, 2].map(async () => {
        const message = await requestSignInMessage(app, account.address, { referee: DEMO_ROOT_INVITE_CODE });
        return { message, sign: await account.signMessage({ message }), referee: DEMO_ROOT_INVITE_CODE };
      }),
    );
    const before = await rowCounts();
    const answers = await Promise.all(signed.map((body) => post(app, LOGIN, body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const codes = new Set(answers.map((answer) => answer.json().data.inviteCode));
    expect(codes.size).toBe(1);
    expect(await rowCounts()).toEqual({
      members: (before.members ?? 0) + 1,
      sessions: (before.sessions ?? 0) + 3,
      nonces: (before.nonces ?? 0) - 3,
    });
  });

  it('finishes a first sign-in whose drawn invite code is taken, with another code', async () => {
    const taken = DEMO_ROOT_INVITE_CODE;
    const auth = authService({
      db: database.db,
      tokens: accessTokens({ secret: TEST_JWT_SECRET, ttlSeconds: 7200 }),
      verifier: signatureVerifier(new Map()),
      site: () => ({ domain: 'colony.test', uri: 'https://colony.test' }),
      chainIds: [56],
      appKey: 'test',
      sessionLifetimeSeconds: 3600,
      refreshGraceSeconds: 10,
      now,
      drawInviteCode: () => taken,
      clock: { time: '00:00', timeZone: 'UTC' },
    });
    const account = newAccount();
    const { message } = await auth.nonce({
      address: account.address,
      chainId: 56,
      referee: DEMO_ROOT_INVITE_CODE,
    });
    const sign = await account.signMessage({ message });
    const before = await rowCounts();
    const session = await auth.login({ message, sign, referee: DEMO_ROOT_INVITE_CODE });
    expect(session.address).toBe(account.address);
    expect(session.inviteCode).not.toBe(taken);
    expect(await rowCounts()).toEqual({
      members: (before.members ?? 0) + 1,
      sessions: (before.sessions ?? 0) + 1,
      nonces: (before.nonces ?? 0) - 1,
    });
  });

  it('refuses a replayed message and signature', async () => {
    const message = await requestSignInMessage(app, root.address);
    const sign = await root.signMessage({ message });
    expect((await post(app, LOGIN, { message, sign })).statusCode).toBe(200);
    const before = await rowCounts();
    expectError(await post(app, LOGIN, { message, sign }), 'nonceInvalid');
    expect(await rowCounts()).toEqual(before);
  });

  it(`gives exactly one session to two concurrent logins with one nonce ${RACES_ON_POSTGRES}`, async () => {
    const account = newAccount();
    const message = await requestSignInMessage(app, account.address, { referee: DEMO_ROOT_INVITE_CODE });
    const sign = await account.signMessage({ message });
    const before = await rowCounts();
    const body = { message, sign, referee: DEMO_ROOT_INVITE_CODE };
    const answers = await Promise.all([
      post(app, LOGIN, body),
      post(app, LOGIN, body),
      post(app, LOGIN, body),
    ]);
    const codes = answers.map((answer) => answer.json().code).sort((a, b) => a - b);
    expect(codes).toEqual([200, ERRORS.nonceInvalid.code, ERRORS.nonceInvalid.code].sort((a, b) => a - b));
    expect(await rowCounts()).toEqual({
      members: (before.members ?? 0) + 1,
      sessions: (before.sessions ?? 0) + 1,
      nonces: (before.nonces ?? 0) - 1,
    });
  });

  it('refuses a message made for another site', async () => {
    const account = newAccount();
    const otherDomain = await signedVariant(account, (fields) =>
      asSiwe({ ...fields, domain: 'colony.evil' }),
    );
    expectError(await post(app, LOGIN, otherDomain), 'siweDomainMismatch');
    const otherUri = await signedVariant(account, (fields) =>
      asSiwe({ ...fields, uri: 'https://colony.evil' }),
    );
    expectError(await post(app, LOGIN, otherUri), 'siweDomainMismatch');
  });

  it('refuses a chain outside the allowed ones', async () => {
    const variant = await signedVariant(root, (fields) => asSiwe({ ...fields, chainId: 137 }));
    expectError(await post(app, LOGIN, variant), 'chainNotAllowed');
    // Chain 1 is allowed, but the message must be the one issued (for chain 56).
    const mainnet = await signedVariant(root, (fields) => asSiwe({ ...fields, chainId: 1 }));
    expectError(await post(app, LOGIN, mainnet), 'nonceInvalid');
  });

  it('refuses an expired message and an unknown nonce', async () => {
    const message = await requestSignInMessage(app, root.address);
    const sign = await root.signMessage({ message });
    clockOffsetMs = 5 * 60_000 + 1000;
    expectError(await post(app, LOGIN, { message, sign }), 'siweMessageExpired');
    clockOffsetMs = 0;

    const unknown = await signedVariant(root, (fields) => asSiwe({ ...fields, nonce: generateSiweNonce() }));
    expectError(await post(app, LOGIN, unknown), 'nonceInvalid');
    const longer = await signedVariant(root, (fields) =>
      asSiwe({ ...fields, expirationTime: new Date(now() + HOUR_MS) }),
    );
    expectError(await post(app, LOGIN, longer), 'nonceInvalid');
  });

  it('refuses an invite code changed after signing, and writes nothing', async () => {
    const account = newAccount();
    const message = await requestSignInMessage(app, account.address, { referee: DEMO_ROOT_INVITE_CODE });
    const sign = await account.signMessage({ message });
    const before = await rowCounts();

    const otherReferee = await post(app, LOGIN, { message, sign, referee: 'WXYZ2345' });
    expectError(otherReferee, 'inviteCodeMismatch');
    expectError(await post(app, LOGIN, { message, sign }), 'inviteCodeMismatch');

    const edited = message.replace(DEMO_ROOT_INVITE_CODE, 'WXYZ2345');
    const swapped = await post(app, LOGIN, { message: edited, sign, referee: 'WXYZ2345' });
    expect([ERRORS.nonceInvalid.code, ERRORS.signatureInvalid.code]).toContain(swapped.json().code);
    expect(await rowCounts()).toEqual(before);
    // The untouched message still works.
    expect((await post(app, LOGIN, { message, sign, referee: DEMO_ROOT_INVITE_CODE })).statusCode).toBe(200);
  });

  it("refuses another key's signature and a message naming another address", async () => {
    const message = await requestSignInMessage(app, root.address);
    const before = await rowCounts();
    const forged = await post(app, LOGIN, { message, sign: await devAccount(1).signMessage({ message }) });
    expectError(forged, 'signatureInvalid');
    const truncated = await post(app, LOGIN, {
      message,
      sign: (await root.signMessage({ message })).slice(0, 100),
    });
    expectError(truncated, 'signatureInvalid');
    expect(await rowCounts()).toEqual(before);
    // Nothing was used up by the failures.
    expect((await post(app, LOGIN, { message, sign: await root.signMessage({ message }) })).statusCode).toBe(
      200,
    );
  });

  it('refuses a message that is not EIP-4361 and malformed fields', async () => {
    expectError(
      await post(app, LOGIN, { message: 'Sign in to Colony', sign: '0x1234' }),
      'siweMessageInvalid',
    );
    const message = await requestSignInMessage(app, root.address);
    const bad = await post(app, LOGIN, { message, sign: 'not hex', referee: 'x', extra: true });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .data.fields.map((field: { field: string }) => field.field)
        .sort(),
    ).toEqual(['extra', 'referee', 'sign']);
    const tooLong = await post(app, LOGIN, { message: 'x'.repeat(5000), sign: '0x12' });
    expect(tooLong.json().data.fields).toEqual([
      { field: 'message', message: translate('en', 'fields.tooLong', { max: 4096 }) },
    ]);
  });

  it('signs in a contract wallet (EIP-1271) deployed on the chain', async () => {
    const owner = devAccount(5);
    const wallet = await deployOwnedWallet(anvil.rpcUrl, owner.address);
    const message = await requestSignInMessage(app, wallet, { referee: DEMO_ROOT_INVITE_CODE });
    const sign = await owner.signMessage({ message });
    const response = await post(app, LOGIN, { message, sign, referee: DEMO_ROOT_INVITE_CODE });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.address).toBe(wallet);

    const stranger = await requestSignInMessage(app, wallet);
    const refused = await post(app, LOGIN, {
      message: stranger,
      sign: await devAccount(6).signMessage({ message: stranger }),
    });
    expectError(refused, 'signatureInvalid');
  });

  it('signs in a contract wallet not deployed yet (EIP-6492)', async () => {
    const owner = devAccount(7);
    const factory = await deployContract({ rpcUrl: anvil.rpcUrl, name: 'OwnedWalletFactory' });
    const { abi } = await compiledContract('OwnedWalletFactory');
    const salt = keccak256(toHex(randomUUID()));
    const chain = createPublicClient({ transport: http(anvil.rpcUrl) });
    const wallet = (await chain.readContract({
      address: factory,
      abi: abi as Abi,
      functionName: 'predict',
      args: [owner.address, salt],
    })) as Address;
    expect(await chain.getCode({ address: wallet })).toBeUndefined();

    const message = await requestSignInMessage(app, wallet, { referee: DEMO_ROOT_INVITE_CODE });
    const sign = serializeErc6492Signature({
      address: factory,
      data: encodeFunctionData({ abi: abi as Abi, functionName: 'deploy', args: [owner.address, salt] }),
      signature: await owner.signMessage({ message }),
    });
    const response = await post(app, LOGIN, { message, sign, referee: DEMO_ROOT_INVITE_CODE });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.address).toBe(wallet);
  });

  it('answers 503 when the chain cannot be asked about a contract signature', async () => {
    const offline = await createTestApp(database.db, { RPC_URL_56: 'http://127.0.0.1:9' });
    try {
      const message = await requestSignInMessage(offline, root.address);
      const response = await post(offline, LOGIN, {
        message,
        sign: await devAccount(1).signMessage({ message }),
      });
      expectError(response, 'unavailable');
    } finally {
      await offline.close();
    }
  });
});

describe('access tokens', () => {
  const key = new TextEncoder().encode(TEST_JWT_SECRET);
  const claimsOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());

  async function token(
    overrides: { secret?: string; audience?: string; expiresIn?: number; alg?: string } = {},
  ) {
    const session = await signIn(app, root);
    const { sid, gen } = claimsOf(session.token);
    const issuedAt = Math.floor(now() / 1000);
    const forged = await new SignJWT({ sid, gen })
      .setProtectedHeader({ alg: overrides.alg ?? 'HS256' })
      .setSubject(root.address)
      .setAudience(overrides.audience ?? TOKEN_AUDIENCE)
      .setIssuer(TOKEN_ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + (overrides.expiresIn ?? 3600))
      .sign(overrides.secret ? new TextEncoder().encode(overrides.secret) : key);
    return { session, forged };
  }

  const profileWith = (token: string, address: string = root.address) =>
    post(app, PROFILE, undefined, { token, address });

  it('accepts a token made with the right key and claims (the checks below are not vacuous)', async () => {
    const { forged } = await token();
    expect((await profileWith(forged)).statusCode).toBe(200);
  });

  it('refuses `alg: none` with -403', async () => {
    const { session } = await token();
    const [, payload] = session.token.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expectError(await profileWith(`${header}.${payload}.`), 'sessionInvalid');
  });

  it('refuses a token signed with another key, or with another HMAC size, with -403', async () => {
    const { forged } = await token({ secret: 'another-secret-of-at-least-thirty-two-chars' });
    expectError(await profileWith(forged), 'sessionInvalid');
    const { forged: hs512 } = await token({ alg: 'HS512' });
    expectError(await profileWith(hs512), 'sessionInvalid');
  });

  it('refuses another audience with -403', async () => {
    const { forged } = await token({ audience: 'another-api' });
    expectError(await profileWith(forged), 'sessionInvalid');
  });

  it('answers -1 for an expired token', async () => {
    const session = await signIn(app, root);
    clockOffsetMs = 2 * HOUR_MS + 1000;
    const response = await profileWith(session.token, session.address);
    expectError(response, 'tokenExpired');
    expect(response.json().msg).toBe(translate('en', 'errors.tokenExpired'));
  });

  it('refuses missing, malformed, tampered tokens and another address with -403', async () => {
    const session = await signIn(app, root);
    expectError(await post(app, PROFILE), 'sessionInvalid');
    expectError(await post(app, PROFILE, undefined, { address: root.address }), 'sessionInvalid');
    expectError(await profileWith('not.a.token'), 'sessionInvalid');
    expectError(await profileWith(`${session.token.slice(0, -2)}xx`), 'sessionInvalid');
    expectError(await profileWith(session.token, devAccount(1).address), 'sessionInvalid');
    expectError(await profileWith(session.token, 'not an address'), 'sessionInvalid');
    // The same address in lower case is the same member.
    expect((await profileWith(session.token, root.address.toLowerCase())).statusCode).toBe(200);
  });
});

describe('POST /api/user/login/register (refresh)', () => {
  const refresh = (token: string, address: string = root.address, appkey = 'colony-web') =>
    post(app, REGISTER, { appkey, address, token });

  it('rotates: the new token works, the old one no longer does', async () => {
    const session = await signIn(app, root);
    const response = await refresh(session.token);
    expect(response.statusCode).toBe(200);
    const { token } = response.json().data;
    expect(token).not.toBe(session.token);
    expect((await post(app, PROFILE, undefined, { token, address: root.address })).statusCode).toBe(200);
    expectError(await post(app, PROFILE, undefined, sessionHeaders(session)), 'sessionInvalid');
  });

  it('takes an expired access token', async () => {
    const session = await signIn(app, root);
    clockOffsetMs = 3 * HOUR_MS;
    expectError(await post(app, PROFILE, undefined, sessionHeaders(session)), 'tokenExpired');
    const response = await refresh(session.token);
    expect(response.statusCode).toBe(200);
    const headers = { token: response.json().data.token, address: root.address };
    expect((await post(app, PROFILE, undefined, headers)).statusCode).toBe(200);
  });

  it('revokes the whole session when a rotated token comes back', async () => {
    const session = await signIn(app, root);
    const second = (await refresh(session.token)).json().data.token;
    const third = (await refresh(second)).json().data.token;
    expectError(await refresh(session.token), 'sessionInvalid');
    // The thief and the owner both lose the session.
    expectError(
      await post(app, PROFILE, undefined, { token: third, address: root.address }),
      'sessionInvalid',
    );
    expectError(await refresh(third), 'sessionInvalid');
    const { sid } = JSON.parse(Buffer.from(session.token.split('.')[1] ?? '', 'base64url').toString());
    const [row] = await database.db.select().from(sessions).where(eq(sessions.id, sid));
    expect(row?.revokedReason).toBe('reuse');
  });

  const sessionRow = async (token: string) => {
    const { sid } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    const [row] = await database.db.select().from(sessions).where(eq(sessions.id, sid));
    return row;
  };

  it('answers five refreshes sent at once with one token with one successor, and the session lives on', async () => {
    const session = await signIn(app, root);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => refresh(session.token)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const tokens = new Set(answers.map((answer) => answer.json().data.token));
    expect(tokens.size).toBe(1);
    const [successor = ''] = tokens;
    expect(successor).not.toBe(session.token);
    expect(
      (await post(app, PROFILE, undefined, { token: successor, address: root.address })).statusCode,
    ).toBe(200);
    expect(await sessionRow(session.token)).toMatchObject({ generation: 2, revokedAt: null });
  });

  it('answers the same successor to a refresh sent again within the grace period, and it works on', async () => {
    const session = await signIn(app, root);
    stoppedAt = Date.now();
    const successor = (await refresh(session.token)).json().data.token;
    // The answer was lost; the client sends the same refresh again a few seconds later.
    clockOffsetMs += 9_999;
    const again = await refresh(session.token);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.token).toBe(successor);
    expect(
      (await post(app, PROFILE, undefined, { token: successor, address: root.address })).statusCode,
    ).toBe(200);
    const next = await refresh(successor);
    expect(next.statusCode).toBe(200);
    expect(
      (await post(app, PROFILE, undefined, { token: next.json().data.token, address: root.address }))
        .statusCode,
    ).toBe(200);
    // Two refreshes behind, the first token is a copy even within the grace period: the session ends.
    expectError(await refresh(session.token), 'sessionInvalid');
    expect(await sessionRow(session.token)).toMatchObject({ revokedReason: 'reuse' });
  });

  it('revokes the session when the replaced token comes back after the grace period', async () => {
    const session = await signIn(app, root);
    stoppedAt = Date.now();
    const successor = (await refresh(session.token)).json().data.token;
    clockOffsetMs += 10_000;
    expectError(await refresh(session.token), 'sessionInvalid');
    expectError(
      await post(app, PROFILE, undefined, { token: successor, address: root.address }),
      'sessionInvalid',
    );
    expectError(await refresh(successor), 'sessionInvalid');
    expect(await sessionRow(session.token)).toMatchObject({ revokedReason: 'reuse' });
  });

  it('answers one successor to refreshes split across two servers on one database', async () => {
    const other = await createTestApp(
      database.db,
      { RPC_URL_1: anvil.rpcUrl, RPC_URL_56: anvil.rpcUrl },
      { now },
    );
    try {
      const session = await signIn(app, root);
      const body = { appkey: 'colony-web', address: root.address, token: session.token };
      const answers = await Promise.all(
        [app, other, app, other, app, other].map((server) => post(server, REGISTER, body)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      const tokens = new Set(answers.map((answer) => answer.json().data.token));
      expect(tokens.size).toBe(1);
      const [successor = ''] = tokens;
      expect(
        (await post(other, PROFILE, undefined, { token: successor, address: root.address })).statusCode,
      ).toBe(200);
    } finally {
      await other.close();
    }
  });

  it("refuses another address's token, and a wrong app key", async () => {
    const session = await signIn(app, root);
    expectError(await refresh(session.token, devAccount(1).address), 'sessionInvalid');
    expectError(await refresh(session.token, root.address, 'another-app'), 'badAppKey');
    // Neither attempt used the token up.
    expect((await refresh(session.token)).statusCode).toBe(200);
  });

  it('ends at the absolute session lifetime, however often it was refreshed', async () => {
    const session = await signIn(app, root);
    clockOffsetMs = 29 * 24 * HOUR_MS;
    const late = (await refresh(session.token)).json().data.token;
    clockOffsetMs = 30 * 24 * HOUR_MS + 1000;
    expectError(await refresh(late), 'sessionInvalid');
  });

  it('refuses forged and malformed tokens and bad fields', async () => {
    expectError(await refresh('not.a.token'), 'sessionInvalid');
    const missing = await post(app, REGISTER, { address: 'nope' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.fields).toEqual(
      expect.arrayContaining([
        { field: 'appkey', message: translate('en', 'fields.required') },
        { field: 'token', message: translate('en', 'fields.required') },
        { field: 'address', message: translate('en', 'fields.invalidAddress') },
      ]),
    );
  });
});

describe('POST /api/user/login/logout', () => {
  it('revokes the session: the token is dead for every call and for refresh', async () => {
    const session = await signIn(app, root);
    const response = await post(app, LOGOUT, undefined, sessionHeaders(session));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 200, data: null });
    expectError(await post(app, PROFILE, undefined, sessionHeaders(session)), 'sessionInvalid');
    expectError(await post(app, LOGOUT, undefined, sessionHeaders(session)), 'sessionInvalid');
    expectError(
      await post(app, REGISTER, { appkey: 'colony-web', address: root.address, token: session.token }),
      'sessionInvalid',
    );
  });

  it('leaves the member’s other sessions alone', async () => {
    const first = await signIn(app, root);
    const second = await signIn(app, root);
    await post(app, LOGOUT, undefined, sessionHeaders(first));
    expect((await post(app, PROFILE, undefined, sessionHeaders(second))).statusCode).toBe(200);
  });
});

describe('sign-in rate limits', () => {
  let limited: FastifyInstance;

  beforeAll(async () => {
    limited = await createTestApp(
      database.db,
      {
        LOGIN_RATE_LIMIT_MAX: '4',
        LOGIN_ADDRESS_RATE_LIMIT_MAX: '2',
        RPC_URL_1: anvil.rpcUrl,
        RPC_URL_56: anvil.rpcUrl,
      },
      { now },
    );
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('limits nonces per client and address, then per client, answering 429 in the envelope', async () => {
    const account = newAccount();
    const ask = (address: string) =>
      post(limited, NONCE, { address, chainId: 56 }, { 'accept-language': 'ko-KR' });
    expect((await ask(account.address)).statusCode).toBe(200);
    expect((await ask(account.address.toLowerCase())).statusCode).toBe(200);
    const perAddress = await ask(account.address);
    expectError(perAddress, 'rateLimited');
    expect(perAddress.json()).toMatchObject({
      msg: translate('kr', 'errors.rateLimited'),
      data: { retryAfterSeconds: expect.any(Number) },
    });
    // Another address from the same client still passes, until the client's own limit.
    expect((await ask(newAccount().address)).statusCode).toBe(200);
    expectError(await ask(newAccount().address), 'rateLimited');
  });

  it('limits logins per client, whatever the address', async () => {
    const perClientOnly = await createTestApp(
      database.db,
      { LOGIN_RATE_LIMIT_MAX: '2', RPC_URL_1: anvil.rpcUrl, RPC_URL_56: anvil.rpcUrl },
      { now },
    );
    try {
      const attempt = async () => {
        const account = newAccount();
        const message = await requestSignInMessage(app, account.address, { referee: DEMO_ROOT_INVITE_CODE });
        const sign = await account.signMessage({ message });
        return post(
          perClientOnly,
          LOGIN,
          { message, sign, referee: DEMO_ROOT_INVITE_CODE },
          {
            'accept-language': 'de-DE',
          },
        );
      };
      expect((await attempt()).statusCode).toBe(200);
      expect((await attempt()).statusCode).toBe(200);
      const refused = await attempt();
      expectError(refused, 'rateLimited');
      expect(refused.json().msg).toBe(translate('de', 'errors.rateLimited'));
    } finally {
      await perClientOnly.close();
    }
  });

  /** A made-up message naming `address`, with a signature of nothing: what anyone can send. */
  const forgedLogin = (address: Address) => ({
    message: signInMessage(siteOf(TEST_PUBLIC_URL), {
      address,
      chainId: 56,
      nonce: generateSiweNonce(),
      inviteCode: null,
      issuedAt: new Date(now()),
      expiresAt: new Date(now() + 60_000),
    }),
    sign: `0x${'11'.repeat(65)}`,
  });

  it('counts failed logins per client and address, never successful ones', async () => {
    const login = (remoteAddress: string, payload: object) =>
      limited.inject({ method: 'POST', url: LOGIN, payload, remoteAddress });
    const owner = '198.51.100.50';
    for (let i = 0; i < 3; i++) {
      const message = await requestSignInMessage(app, root.address);
      const answer = await login(owner, { message, sign: await root.signMessage({ message }) });
      expect(answer.statusCode, answer.body).toBe(200);
    }

    const guesser = '198.51.100.51';
    expectError(await login(guesser, forgedLogin(root.address)), 'nonceInvalid');
    expectError(await login(guesser, forgedLogin(root.address)), 'nonceInvalid');
    const refused = await login(guesser, forgedLogin(root.address));
    expectError(refused, 'rateLimited');
    expect(refused.json().data.retryAfterSeconds).toBeGreaterThan(0);
    // The guesser may still sign in another address.
    const stranger = newAccount();
    const message = await requestSignInMessage(app, stranger.address, { referee: DEMO_ROOT_INVITE_CODE });
    const sign = await stranger.signMessage({ message });
    const answer = await login(guesser, { message, sign, referee: DEMO_ROOT_INVITE_CODE });
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it("lets an address's owner sign in however many other clients name it, and still holds back one client", async () => {
    const proxied = await createTestApp(
      database.db,
      {
        LOGIN_RATE_LIMIT_MAX: '4',
        LOGIN_ADDRESS_RATE_LIMIT_MAX: '2',
        TRUST_PROXY: 'true',
        RPC_URL_1: anvil.rpcUrl,
        RPC_URL_56: anvil.rpcUrl,
      },
      { now },
    );
    try {
      // Clients behind the proxy, told apart by the address it forwards.
      const from = (client: string, url: string, payload: object) =>
        proxied.inject({
          method: 'POST',
          url,
          payload,
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': client },
        });
      const askNonce = (client: string) => from(client, NONCE, { address: root.address, chainId: 56 });
      for (let i = 1; i <= 20; i++) {
        const client = `203.0.113.${i}`;
        expect((await askNonce(client)).statusCode).toBe(200);
        expectError(await from(client, LOGIN, forgedLogin(root.address)), 'nonceInvalid');
        expectError(await from(client, LOGIN, forgedLogin(root.address)), 'nonceInvalid');
      }
      const owner = '198.51.100.60';
      const issued = await askNonce(owner);
      expect(issued.statusCode, issued.body).toBe(200);
      const { message } = issued.json().data;
      const signedIn = await from(owner, LOGIN, { message, sign: await root.signMessage({ message }) });
      expect(signedIn.statusCode, signedIn.body).toBe(200);

      // One client naming the address again and again is held back until its minute is over.
      const flooder = '203.0.113.1';
      expectError(await from(flooder, LOGIN, forgedLogin(root.address)), 'rateLimited');
      expect((await askNonce(flooder)).statusCode).toBe(200);
      expectError(await askNonce(flooder), 'rateLimited');
      clockOffsetMs += 60_000;
      expectError(await from(flooder, LOGIN, forgedLogin(root.address)), 'nonceInvalid');
      expect((await askNonce(flooder)).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
