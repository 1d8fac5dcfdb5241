import { randomUUID } from 'node:crypto';
import type { Asset } from '@colony/contract/assets';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { LocalAccount } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expect } from 'vitest';
import type { Db } from '../db/database.ts';
import { DEMO_ROOT_INVITE_CODE } from '../env.ts';
import { auditLedger, formatAudit } from '../ledger/audit.ts';
import { ledger, type SystemAccount } from '../ledger/ledger.ts';
import { findMemberByAddress } from '../modules/members/queries.ts';
import { sessionHeaders, signIn } from './sign-in.ts';
import { post } from './test-app.ts';

/** A new wallet signed in below the root (seed it first with `seedRootMember`). */
export interface TestMember {
  memberId: number;
  address: string;
  headers: Record<string, string>;
}

export async function signInNewMember(
  app: FastifyInstance,
  db: Db,
  account: LocalAccount = privateKeyToAccount(generatePrivateKey()),
  referee: string = DEMO_ROOT_INVITE_CODE,
): Promise<TestMember> {
  const session = await signIn(app, account, { referee });
  const member = await findMemberByAddress(db, session.address);
  if (!member) throw new Error('signed-in member not found');
  return { memberId: member.id, address: session.address, headers: sessionHeaders(session) };
}

/** Credits a member from the outside world, the way a confirmed deposit does. */
export async function fundMember(db: Db, memberId: number, asset: Asset, amount: bigint): Promise<void> {
  await ledger.transfer(db, {
    asset,
    from: { system: 'world' },
    to: { member: memberId },
    amount,
    kind: 'deposit',
    reference: 'test deposit',
  });
}

/** Credits a system account (the treasury, say) from the outside world. */
export async function fundSystem(db: Db, system: SystemAccount, asset: Asset, amount: bigint): Promise<void> {
  await ledger.transfer(db, {
    asset,
    from: { system: 'world' },
    to: { system },
    amount,
    kind: 'deposit',
    reference: 'test funding',
  });
}

export async function availableOf(db: Db, memberId: number, asset: Asset): Promise<bigint> {
  return (await ledger.balances(db, memberId)).find((balance) => balance.asset === asset)?.available ?? 0n;
}

/** A value-moving write as the web app sends it: session headers and an Idempotency-Key (fresh unless given). */
export function postWrite(
  app: FastifyInstance,
  url: string,
  body: unknown,
  member: TestMember,
  key: string | null = randomUUID(),
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return post(app, url, body, {
    ...member.headers,
    ...(key === null ? {} : { 'idempotency-key': key }),
    ...headers,
  });
}

export async function expectCleanLedger(db: Db): Promise<void> {
  const report = await auditLedger(db);
  expect(report.clean, formatAudit(report)).toBe(true);
}
