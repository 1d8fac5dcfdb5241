import { randomUUID } from 'node:crypto';
import { ASSETS, type Asset, MAX_BASE_UNITS, type Stablecoin } from '@colony/contract/assets';
import { ERRORS, type ErrorName } from '@colony/contract/errors';
import { DEV_HOT_WALLET, DEV_TREASURY } from '@colony/devchain/dev-keys';
import { count, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type Address, getAddress, type Hash, keccak256, stringToHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, describe, expect, it } from 'vitest';
import { silentChainLog } from '../chain/chain-log.ts';
import { type ChainSettings, chainSettings } from '../chain/chain-settings.ts';
import { type DepositWatcher, depositWatcher } from '../chain/deposit-watcher.ts';
import { type WithdrawalSender, withdrawalSender } from '../chain/withdrawal-sender.ts';
import type { Database, Db } from '../db/database.ts';
import { deposits, withdrawals } from '../db/schema/chain.ts';
import { DEMO_ROOT_INVITE_CODE } from '../env.ts';
import { auditLedger, formatAudit } from '../ledger/audit.ts';
import { ledger } from '../ledger/ledger.ts';
import { findMemberByAddress } from '../modules/members/queries.ts';
import { colonyToday } from '../settlement/calendar.ts';
import { settleThrough } from '../settlement/runner.ts';
import { SETTLEMENT_STEPS } from '../settlement/steps.ts';
import * as economy from '../test/economy-model.ts';
import { type FakeChain, type FakePayment, fakeChain } from '../test/fake-chain.ts';
import { postWrite, signInNewMember, type TestMember } from '../test/money.ts';
import { replayParameters } from '../test/property-runs.ts';
import { RACES_ON_POSTGRES } from '../test/races.ts';
import { seedRootMember, sessionHeaders, signIn } from '../test/sign-in.ts';
import { DOCUMENTED_INCOME, dayIncome } from '../test/team-income-model.ts';
import { createTestApp, testEnv } from '../test/test-app.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { DEFAULT_ECONOMY, type EconomyConfig, wholeUnits } from './config.ts';

/**
 * Members deposit on chain, receive airdrops, transfer, swap, sell to the trader, buy avatars and
 * withdraw, many requests at once, some sent again with their Idempotency-Key or with a reused key and
 * another body. Deposits reach the ledger through the deposit watcher and withdrawals leave
 * through the withdrawal sender, both running beside the requests against a fake chain whose
 * node, driven by the seed, refuses some sends, loses some answers, hides some receipts, reverts
 * some transfers and replaces its newest blocks. A withdrawal held for an operator (sent to a
 * server without the hot wallet, or past a daily limit) is approved or rejected through the
 * operator endpoints. After every run each withdrawal is settled, the ledger audits clean, no
 * balance is negative, each member holds exactly what their deposits and the answers add up to,
 * and the chain paid exactly the completed withdrawals, once each. An independent model of the rules
 * of docs/economy.md (`test/economy-model.ts`) says what each request may answer and what it moves;
 * every member's, the treasury's and the fees' balance of every asset must match it after each run.
 * Each case of the property is a fresh database living through one to six runs (days: the daily
 * limits start again), so what members hold carries over; the members form a chain below the root,
 * and the daily settlement of the case's colony day, once its runs are done, pays the referral
 * income of the avatars bought from the treasury, checked against the model of the income rules
 * (`test/team-income-model.ts`); a failing case shrinks and prints its
 * seed and path, and `MONEY_SIMULATION_SEED=<seed> MONEY_SIMULATION_PATH=<path>` replays it (the
 * seed is random otherwise). `MONEY_SIMULATION_RUNS` sets how many cases (databases) to try.
 */

const MEMBERS = 4;
/** Fresh databases the property tries, each living through one to `DAYS` runs of the scenario. */
const RUNS = Number(process.env.MONEY_SIMULATION_RUNS ?? 5);
const DAYS = 6;
/** Time a failure may spend shrinking; smaller cases after it are skipped, the smallest found is reported. */
const SHRINK_BUDGET_MS = 240_000;
/** Rounds of mining and chain job steps that settle what a run left on its way. */
const MAX_SETTLE_ROUNDS = 80;
const CONFIRMATIONS = 3;
/** Deeper than the confirmations, so the confirmed head trails the finalized block. */
const FINALITY_LAG = 4;

const WITHDRAW_URL = '/api/user/Withdraw/atm';
const AIRDROP_URL = '/api/admin/Airdrop/grant';
const TREASURY_FUND_URL = '/api/admin/Treasury/fund';
const TRANSFER_URL = '/api/user/user/confirmTrans';
const SWAP_URL = '/api/nft/Money_Exchange/swap';
const SELL_URL = '/api/nft/Money_Exchange/exchange';
const BUY_URL = '/api/nft/nft_order/orderCreate';
const APPROVE_URL = '/api/admin/Withdraw/approve';
const REJECT_URL = '/api/admin/Withdraw/reject';

/** Every answer a valid request may get; anything else (a 500 above all) fails the run. */
const EXPECTED_CODES = new Set<number>([
  200,
  ...(
    [
      'insufficientBalance',
      'transferBelowMinimum',
      'cannotTransfer',
      'cannotBeSold',
      'transferToSelf',
      'buyBackBelowMinimum',
      'swapUnavailable',
      'swapBelowMinimum',
      'amountTooSmall',
      'treasuryInsufficient',
      'idempotencyKeyConflict',
      'withdrawBelowMinimum',
      'withdrawAmountPrecision',
      'grantAboveMaximum',
    ] satisfies ErrorName[]
  ).map((name) => ERRORS[name].code),
]);

/** Daily limits a few withdrawals of one run pass, so some wait for an operator. */
const MEMBER_DAILY_LIMIT = '60';
const DAILY_LIMIT = '150';
/** The main avatar's price in this simulation: low enough that members' deposits buy some. */
const AVATAR_PRICE = '12.5';
const ECONOMY: EconomyConfig = {
  ...DEFAULT_ECONOMY,
  avatars: DEFAULT_ECONOMY.avatars.map((rule) =>
    rule.id === 1 ? { ...rule, price: wholeUnits(AVATAR_PRICE, 'USDT') } : rule,
  ),
  withdrawals: {
    USDT: {
      ...DEFAULT_ECONOMY.withdrawals.USDT,
      memberDailyLimit: wholeUnits(MEMBER_DAILY_LIMIT, 'USDT'),
      dailyLimit: wholeUnits(DAILY_LIMIT, 'USDT'),
    },
    USDC: {
      ...DEFAULT_ECONOMY.withdrawals.USDC,
      memberDailyLimit: wholeUnits(MEMBER_DAILY_LIMIT, 'USDC'),
      dailyLimit: wholeUnits(DAILY_LIMIT, 'USDC'),
    },
  },
};

/** The rules of docs/economy.md, with the same daily limits and price. */
const RULES: economy.EconomyRules = {
  ...economy.DOCUMENTED_RULES,
  avatarPrices: { 1: economy.whole(AVATAR_PRICE) },
  withdrawals: Object.fromEntries(
    Object.entries(economy.DOCUMENTED_RULES.withdrawals).map(([asset, rule]) => [
      asset,
      {
        ...rule,
        memberDailyLimit: economy.whole(MEMBER_DAILY_LIMIT),
        dailyLimit: economy.whole(DAILY_LIMIT),
      },
    ]),
  ),
};

const CHAIN_ENV = {
  TREASURY_ADDRESS: DEV_TREASURY.address,
  CONFIRMATIONS_56: String(CONFIRMATIONS),
  WAIT_FOR_FINALIZED: 'true',
};
/** Deposits from a wallet that is not a member's: recorded, never credited. */
const STRANGER = privateKeyToAccount(generatePrivateKey()).address;

let database: Database;
let db: Db;
/** A server that pays withdrawals from the hot wallet, and one without it, where every withdrawal waits for an operator. */
let hotApp: FastifyInstance;
let coldApp: FastifyInstance;
let members: TestMember[];
let operator: TestMember;
let chain: ChainSettings;
let fake: FakeChain;
let watchers: DepositWatcher[];
let senders: WithdrawalSender[];
/** The current run's seed for the chain's behaviour. */
let chainSeed = 0;
/** Balances as the documented rules move them, since the database was created. */
let model: economy.EconomyModel;
/** The avatars bought in the case (all on its one colony day), for the day's income. */
let bought: { order: string; buyer: number; asset: Stablecoin; amount: bigint }[] = [];
let worldOpen = false;

/** A number below `below`, the same for the same label and run. */
function roll(label: string, below: number): number {
  return Number.parseInt(keccak256(stringToHex(`${chainSeed}:${label}`)).slice(2, 10), 16) % below;
}

/** What the node and the chain do to a payment, decided by what it pays, so a run replays alike. */
function paymentKey(payment: { token: Address; recipient: Address; amount: bigint }): string {
  return `${payment.token}:${payment.recipient}:${payment.amount}`;
}

/** What the servers of the case running logged at level error, a JSON line each. */
const serverErrors: string[] = [];
/** Those of the last case that failed. */
let failedCaseErrors: string[] = [];
/** How many of them a failure's message quotes, the last ones. */
const SERVER_ERRORS_QUOTED = 3;

/** A fresh database, servers, members, operator, chain and chain jobs. */
async function openWorld(): Promise<void> {
  database = await createTestDatabase();
  db = database.db;
  const operatorAccount = privateKeyToAccount(generatePrivateKey());
  // The servers log their errors here: an answer of "something went wrong" fails with its cause.
  const env = { ...CHAIN_ENV, OPERATOR_ADDRESSES: operatorAccount.address, LOG_LEVEL: 'error' };
  serverErrors.length = 0;
  const options = { economy: ECONOMY, logStream: { write: (line: string) => serverErrors.push(line) } };
  hotApp = await createTestApp(db, { ...env, HOT_WALLET_KEY: DEV_HOT_WALLET.privateKey }, options);
  coldApp = await createTestApp(db, env, options);
  await seedRootMember(db);
  members = [];
  bought = [];
  // A chain below the root, so a purchase pays referral income to two generations above it.
  for (let i = 0; i < MEMBERS; i++) {
    const superior = members[i - 1];
    const referee = superior
      ? ((await findMemberByAddress(db, superior.address))?.inviteCode ?? '')
      : DEMO_ROOT_INVITE_CODE;
    members.push(await signInNewMember(hotApp, db, privateKeyToAccount(generatePrivateKey()), referee));
  }
  const session = await signIn(hotApp, operatorAccount, { referee: DEMO_ROOT_INVITE_CODE });
  const operatorMember = await findMemberByAddress(db, session.address);
  if (!operatorMember) throw new Error('operator not signed in');
  operator = { memberId: operatorMember.id, address: session.address, headers: sessionHeaders(session) };

  const settings = chainSettings(await testEnv(env)).get(56);
  if (!settings) throw new Error('chain 56 is not configured');
  chain = settings;
  fake = fakeChain({
    chainId: chain.chainId,
    tokens: chain.tokens.map((token) => token.address),
    finalityLag: FINALITY_LAG,
    behaviour: {
      reverts: (payment, when) =>
        when === 'estimate'
          ? roll(`estimate:${paymentKey(payment)}`, 12) === 0
          : roll(`revert:${paymentKey(payment)}`, 8) === 0,
      send(payment: FakePayment, attempt: number) {
        const key = paymentKey(payment);
        const refusals = Math.max(0, roll(`refusals:${key}`, 5) - 2);
        if (attempt <= refusals) return 'refused';
        if (attempt === refusals + 1 && roll(`lost:${key}`, 4) === 0) return 'answerLost';
        return 'accepted';
      },
      receiptHiddenFor: (payment) =>
        roll(`hidden:${paymentKey(payment)}`, 3) === 0
          ? FINALITY_LAG + 1 + roll(`hiddenFor:${paymentKey(payment)}`, 6)
          : 0,
    },
  });
  fake.mine(2 * FINALITY_LAG);
  const jobs = { db, chain, client: fake.client, log: silentChainLog };
  watchers = [0, 1].map(() => depositWatcher({ ...jobs, treasury: DEV_TREASURY.address }));
  senders = [0, 1].map(() => withdrawalSender({ ...jobs, hotWalletKey: DEV_HOT_WALLET.privateKey }));
  // A new database holds nothing: neither does the model.
  model = new economy.EconomyModel();
  worldOpen = true;
}

async function closeWorld(): Promise<void> {
  if (!worldOpen) return;
  worldOpen = false;
  await hotApp.close();
  await coldApp.close();
  await database.close();
}

afterAll(closeWorld);

type Decision = 'approve' | 'reject' | 'approveTwice' | 'approveAndReject';

type Command =
  /** A wallet sends USDT or USDC to the treasury: a member's (index), or a stranger's (null). */
  | { type: 'deposit'; member: number | null; asset: Stablecoin; amount: bigint }
  | { type: 'airdrop'; to: number; asset: Asset; amount: bigint }
  | { type: 'transfer'; member: number; to: number; asset: Asset; amount: bigint }
  | { type: 'swap'; member: number; from: Asset; to: Asset; amount: bigint }
  | { type: 'sell'; member: number; asset: Asset; amount: bigint }
  /** The main avatar, paid from the balance. */
  | { type: 'buy'; member: number; asset: Stablecoin }
  | {
      type: 'withdraw';
      member: number;
      asset: Stablecoin;
      amount: bigint;
      hotWallet: boolean;
      decision: Decision;
    }
  /** The earlier request `of` sent again with its key and body. */
  | { type: 'repeat'; of: number }
  /** The earlier request `of`'s key sent with another body. */
  | { type: 'conflict'; of: number };

const member = fc.integer({ min: 0, max: MEMBERS - 1 });
const asset = fc.constantFrom(...ASSETS);
const stable = fc.constantFrom<Stablecoin>('USDT', 'USDC');
/** Cents-precise whole amounts around the minimums, any base units (where rounding shows), dust, and absurd sizes. */
const amount = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 1, max: 6000 }).map((cents) => BigInt(cents) * 10n ** 16n) },
  { weight: 2, arbitrary: fc.bigInt({ min: 10n ** 18n, max: 60n * 10n ** 18n }) },
  { weight: 1, arbitrary: fc.bigInt({ min: 1n, max: 1000n }) },
  { weight: 1, arbitrary: fc.bigInt({ min: 10n ** 30n, max: MAX_BASE_UNITS }) },
);

/** What a wallet sends: mostly whole units, enough to move things around, sometimes cents or dust. */
const deposit = fc.oneof(
  { weight: 10, arbitrary: fc.integer({ min: 1, max: 500 }).map((whole) => BigInt(whole) * 10n ** 18n) },
  { weight: 2, arbitrary: amount.filter((units) => units < 10n ** 30n) },
);

/** Operators' grants: like deposits, sometimes absurd (past the per-grant maximum). */
const grant = fc.oneof({ weight: 5, arbitrary: deposit }, { weight: 1, arbitrary: amount });

/** Mostly the configured pair, sometimes one that is not. */
const swapCommand = stable.chain((from) =>
  fc.record({
    type: fc.constant('swap' as const),
    member,
    from: fc.constant<Asset>(from),
    to: fc.oneof(
      { weight: 5, arbitrary: fc.constant<Asset>(from === 'USDT' ? 'USDC' : 'USDT') },
      { weight: 1, arbitrary: asset },
    ),
    amount,
  }),
);

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('deposit'),
      member: fc.option(member, { nil: null, freq: 10 }),
      asset: stable,
      amount: deposit,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('airdrop'),
      to: member,
      asset: fc.constantFrom<Asset>('MM', 'MM', 'MC', 'UME'),
      amount: grant,
    }),
  },
  { weight: 5, arbitrary: fc.record({ type: fc.constant('transfer'), member, to: member, asset, amount }) },
  { weight: 3, arbitrary: swapCommand },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('sell'),
      member,
      asset: fc.constantFrom<Asset>('MM', 'MM', 'MM', 'MC'),
      amount,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('withdraw'),
      member,
      asset: stable,
      amount,
      hotWallet: fc.constantFrom(true, true, true, false),
      decision: fc.constantFrom<Decision>('approve', 'approve', 'reject', 'approveTwice', 'approveAndReject'),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('buy'), member, asset: stable }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('repeat'), of: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('conflict'), of: fc.nat() }) },
);

const scenario = fc.record({
  /** Drives what the node does to each payment. */
  chainSeed: fc.integer(),
  treasury: fc.record({ USDT: grant, USDC: grant }),
  /** Commands in batches; each batch is sent at once, beside the chain jobs. */
  batches: fc.array(
    fc.record({
      commands: fc.array(command, { minLength: 1, maxLength: 12 }),
      /** Deposit watchers and withdrawal senders stepping at once with the requests. */
      watchers: fc.integer({ min: 1, max: 2 }),
      senders: fc.integer({ min: 1, max: 2 }),
      /** Newest blocks the chain replaces after the batch, never as deep as the confirmations. */
      reorganise: fc.constantFrom(0, 0, 0, 1, CONFIRMATIONS - 1),
      /** Blocks mined after the batch. */
      blocks: fc.integer({ min: 0, max: 3 }),
    }),
    { minLength: 1, maxLength: 5 },
  ),
});

/** Days one database lives through: balances, the treasury and the chain carry over from one to the next. */
const days = fc.array(scenario, { minLength: 1, maxLength: DAYS });

interface Sent {
  app: FastifyInstance;
  url: string;
  body: Record<string, string | number>;
  who: TestMember;
  key: string;
  decision?: Decision;
}

function request(cmd: Command): Omit<Sent, 'key'> | undefined {
  const who = (index: number) => members[index] as TestMember;
  switch (cmd.type) {
    case 'withdraw':
      return {
        app: cmd.hotWallet ? hotApp : coldApp,
        url: WITHDRAW_URL,
        who: who(cmd.member),
        body: { asset: cmd.asset, amount: cmd.amount.toString(), chainId: 56 },
        decision: cmd.decision,
      };
    case 'airdrop':
      return {
        app: hotApp,
        url: AIRDROP_URL,
        who: operator,
        body: {
          to: who(cmd.to).address,
          asset: cmd.asset,
          amount: cmd.amount.toString(),
          reason: 'simulation',
        },
      };
    case 'transfer':
      return {
        app: hotApp,
        url: TRANSFER_URL,
        who: who(cmd.member),
        body: { to: who(cmd.to).address, asset: cmd.asset, amount: cmd.amount.toString() },
      };
    case 'swap':
      return {
        app: hotApp,
        url: SWAP_URL,
        who: who(cmd.member),
        body: { from: cmd.from, to: cmd.to, amount: cmd.amount.toString() },
      };
    case 'sell':
      return {
        app: hotApp,
        url: SELL_URL,
        who: who(cmd.member),
        body: { asset: cmd.asset, amount: cmd.amount.toString() },
      };
    case 'buy':
      return { app: hotApp, url: BUY_URL, who: who(cmd.member), body: { avatarId: 1, asset: cmd.asset } };
    default:
      return undefined;
  }
}

/** Another valid amount than `amount`. */
function otherAmount(amount: string): string {
  const units = BigInt(amount);
  return (units === MAX_BASE_UNITS ? units - 1n : units + 1n).toString();
}

type Balances = Map<string, bigint>;
const slot = (memberIndex: number, of: Asset) => `${memberIndex}:${of}`;
const add = (balances: Balances, memberIndex: number, of: Asset, delta: bigint) =>
  balances.set(slot(memberIndex, of), (balances.get(slot(memberIndex, of)) ?? 0n) + delta);

async function balancesNow(): Promise<Balances> {
  const result: Balances = new Map();
  for (const [index, m] of members.entries()) {
    for (const balance of await ledger.balances(db, m.memberId)) {
      result.set(slot(index, balance.asset), balance.available);
      expect(balance.frozen).toBe(0n);
    }
  }
  return result;
}

/** What a successful answer moved for members, read from the transfers it names (a purchase: its order). */
function applyAnswer(expected: Balances, response: LightMyRequestResponse, sent: Sent) {
  const data = response.json().data;
  if (sent.url === BUY_URL) {
    add(expected, members.indexOf(sent.who), data.asset, -BigInt(data.amount));
    return;
  }
  const transfers: { asset: Asset; from: string; to: string; amount: string }[] = data.transfers ?? [data];
  for (const transfer of transfers) {
    const from = members.findIndex((m) => m.address === transfer.from);
    const to = members.findIndex((m) => m.address === transfer.to);
    if (from >= 0) add(expected, from, transfer.asset, -BigInt(transfer.amount));
    if (to >= 0) add(expected, to, transfer.asset, BigInt(transfer.amount));
  }
}

/** Every holder the model follows: the members (by index), the treasury and the fees. */
function holders(): economy.Holder[] {
  return [...members.keys(), 'treasury', 'fees'];
}

const holding = (holder: economy.Holder, asset: Asset) => `${holder}:${asset}`;

/** What each holder has available of each asset now. */
async function holdingsNow(): Promise<Map<string, bigint>> {
  const result = new Map<string, bigint>();
  for (const holder of holders()) {
    if (typeof holder === 'number') {
      const held = await ledger.balances(db, (members[holder] as TestMember).memberId);
      for (const asset of ASSETS) {
        result.set(holding(holder, asset), held.find((b) => b.asset === asset)?.available ?? 0n);
      }
    } else {
      for (const asset of ASSETS)
        result.set(holding(holder, asset), await ledger.systemBalance(db, holder, asset));
    }
  }
  return result;
}

function memberIndexOf(address: unknown): number {
  const index = members.findIndex((m) => m.address === address);
  if (index < 0) throw new Error(`not a simulated member: ${String(address)}`);
  return index;
}

/** The model's verdict on a request as it was sent (a conflict sends another amount than its command). */
function verdictOf(sent: Pick<Sent, 'url' | 'body' | 'who'>): economy.Verdict {
  const { body } = sent;
  const asset = body.asset as Asset;
  const self = members.indexOf(sent.who);
  if (sent.url === BUY_URL)
    return economy.purchase(RULES, { member: self, avatarId: Number(body.avatarId), asset });
  const amount = BigInt(String(body.amount));
  switch (sent.url) {
    case AIRDROP_URL:
      return economy.airdrop(RULES, { to: memberIndexOf(body.to), asset, amount });
    case TRANSFER_URL:
      return economy.transfer(RULES, { from: self, to: memberIndexOf(body.to), asset, amount });
    case SWAP_URL:
      return economy.swap(RULES, { member: self, from: body.from as Asset, to: body.to as Asset, amount });
    case SELL_URL:
      return economy.sell(RULES, { member: self, asset, amount });
    case WITHDRAW_URL:
      return economy.withdrawal(RULES, { member: self, asset, amount });
    default:
      throw new Error(`the model knows no ${sent.url}`);
  }
}

const codeOf = (name: ErrorName) => ERRORS[name].code;

/** A request as sent, first with its key (an original) or again with another body (a conflict). */
interface Attempt {
  sent: Sent;
  body: Sent['body'];
  response: Promise<LightMyRequestResponse>;
  verdict: economy.Verdict;
}

/**
 * The answers of one batch against the model: a request breaking a rule is refused for one it
 * breaks; one keeping them all goes through, or is refused for a balance that fell short, which
 * it cannot have while the holder's balance at the batch's start, less everything the batch's other
 * successes took from it, covers the need (deposits, refunds and credits only add meanwhile).
 */
async function expectVerdicts(attempts: Attempt[], start: Map<string, bigint>): Promise<void> {
  const answers = await Promise.all(attempts.map(async (attempt) => (await attempt.response).json()));
  const succeeded = attempts.filter((_, index) => answers[index]?.code === 200);
  for (const [index, attempt] of attempts.entries()) {
    const { code } = answers[index];
    const what = `${attempt.sent.url} ${JSON.stringify(attempt.body)} answered ${JSON.stringify(answers[index])}`;
    // The same key ran with another body; the echoes' checks below cover it.
    if (code === codeOf('idempotencyKeyConflict')) continue;
    if ('refused' in attempt.verdict) {
      expect(attempt.verdict.refused.map(codeOf), `the rules refuse ${what}`).toContain(code);
      continue;
    }
    if (code === 200) continue;
    expect(attempt.verdict.shortfalls.map(codeOf), `the rules let ${what}`).toContain(code);
    const short: economy.Holder =
      code === codeOf('treasuryInsufficient') ? 'treasury' : members.indexOf(attempt.sent.who);
    const need = attempt.verdict.moves.find((move) => move.holder === short && move.delta < 0);
    if (!need) throw new Error(`${what}: the model takes nothing from ${short}`);
    let floor = start.get(holding(short, need.asset)) ?? 0n;
    for (const other of succeeded) {
      if (other === attempt || !('moves' in other.verdict)) continue;
      for (const move of other.verdict.moves) {
        if (move.holder === short && move.asset === need.asset && move.delta < 0) floor += move.delta;
      }
    }
    expect(
      floor < -need.delta,
      `${what}, though ${short} held at least ${floor} ${need.asset} of the ${-need.delta} needed throughout`,
    ).toBe(true);
  }
}

/** The operator's decision, over HTTP: once, twice with one key, or approve and reject at once. */
async function decide(id: string, decision: Decision): Promise<void> {
  const send = (url: string, key = randomUUID()) => postWrite(hotApp, url, { id }, operator, key);
  const notAwaiting = ERRORS.withdrawalNotAwaitingApproval.code;
  if (decision === 'approveTwice') {
    const key = randomUUID();
    const [first, second] = await Promise.all([send(APPROVE_URL, key), send(APPROVE_URL, key)]);
    expect(first?.json().code, first?.body).toBe(200);
    expect(second?.json()).toEqual(first?.json());
    return;
  }
  if (decision === 'approveAndReject') {
    const answers = await Promise.all([send(APPROVE_URL), send(REJECT_URL)]);
    const codes = answers.map((answer) => answer.json().code).sort((a, b) => a - b);
    expect(codes, answers.map((answer) => answer.body).join('\n')).toEqual([200, notAwaiting]);
    return;
  }
  const answer = await send(decision === 'approve' ? APPROVE_URL : REJECT_URL);
  expect(answer.json().code, answer.body).toBe(200);
}

/** Decides every withdrawal learnt to be waiting, once each. */
function decideWaiting(waiting: Map<string, Decision>): Promise<void>[] {
  const decisions = [...waiting].map(([id, decision]) => decide(id, decision));
  waiting.clear();
  return decisions;
}

/** Each step of the chain jobs, `watchers` deposit watchers and `senders` withdrawal senders at once. */
function chainJobs(counts: { watchers: number; senders: number }): Promise<unknown>[] {
  return [
    ...watchers.slice(0, counts.watchers).map((watcher) => watcher.catchUp()),
    ...senders.slice(0, counts.senders).map((sender) => sender.step()),
  ];
}

/** Withdrawals not settled yet, with what they wait for. */
function openWithdrawals() {
  return db
    .select({ id: withdrawals.id, status: withdrawals.status, txHash: withdrawals.txHash })
    .from(withdrawals)
    .where(inArray(withdrawals.status, ['awaitingApproval', 'queued', 'broadcast']));
}

async function recordedDeposits(): Promise<number> {
  const [row] = await db.select({ n: count() }).from(deposits);
  return Number(row?.n ?? 0);
}

/**
 * Mines until every deposit sent is recorded and every withdrawal is settled, the jobs stepping
 * after each block while a withdrawal is open (a receipt may show late), or after enough blocks at
 * once to confirm what only deposits wait for.
 */
async function settle(waiting: Map<string, Decision>): Promise<void> {
  let open = await openWithdrawals();
  let recorded = await recordedDeposits();
  for (let round = 0; open.length > 0 || recorded < fake.transfersSent(); round++) {
    if (round >= MAX_SETTLE_ROUNDS) {
      throw new Error(
        `not settled after ${round} rounds: ${fake.pending()} transactions pending, ${recorded} of ${fake.transfersSent()} deposits recorded, open withdrawals ${JSON.stringify(open)}`,
      );
    }
    fake.mine(open.length > 0 ? 1 : FINALITY_LAG + 1);
    await Promise.all([
      ...decideWaiting(waiting),
      ...chainJobs({
        watchers: recorded < fake.transfersSent() ? 1 : 0,
        senders: open.length > 0 ? 1 : 0,
      }),
    ]);
    open = await openWithdrawals();
    recorded = await recordedDeposits();
  }
}

/** The paid withdrawals are exactly the chain's successful payments: same transaction, wallet, token and amount. */
async function expectChainPaidCompletedWithdrawals() {
  const completed = await db
    .select({
      hash: withdrawals.txHash,
      recipient: withdrawals.toAddress,
      token: withdrawals.tokenAddress,
      amount: withdrawals.tokenAmount,
    })
    .from(withdrawals)
    .where(eq(withdrawals.status, 'completed'));
  const paid = fake
    .payments()
    .map(({ hash, recipient, token, amount }) => ({ hash, recipient, token, amount: amount.toString() }));
  const paidHashes = new Set(paid.map((payment) => payment.hash));
  const completedHashes = new Set(completed.map((row) => row.hash));
  const mismatched = [
    ...paid.filter((payment) => !completedHashes.has(payment.hash)).map((payment) => payment.hash),
    ...completed
      .filter((row) => row.hash !== null && !paidHashes.has(row.hash as Hash))
      .map((row) => row.hash),
  ];
  const rows =
    mismatched.length === 0
      ? []
      : await db
          .select({
            id: withdrawals.id,
            txHash: withdrawals.txHash,
            status: withdrawals.status,
            failureReason: withdrawals.failureReason,
          })
          .from(withdrawals)
          .where(inArray(withdrawals.txHash, mismatched as string[]));
  const byHash = (a: { hash: string | null }, b: { hash: string | null }) =>
    String(a.hash).localeCompare(String(b.hash));
  expect(
    paid.sort(byHash),
    `paid on chain and not completed, or completed and not paid: ${JSON.stringify(rows)}`,
  ).toEqual(
    completed
      .map((row) => ({ ...row, recipient: getAddress(row.recipient), token: getAddress(row.token) }))
      .sort(byHash),
  );
}

interface Echo {
  sent: Sent;
  first: Promise<LightMyRequestResponse>;
  response: Promise<LightMyRequestResponse>;
}

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

async function run(scenarioRun: Scenario): Promise<void> {
  chainSeed = scenarioRun.chainSeed;
  // A new day: the daily withdrawal limits start again.
  await db.execute(sql`update withdrawal set created_at = created_at - interval '1 day'`);
  const expected = await balancesNow();
  for (const stablecoin of ['USDT', 'USDC'] as const) {
    const amount = scenarioRun.treasury[stablecoin];
    const funded = await postWrite(
      hotApp,
      TREASURY_FUND_URL,
      { asset: stablecoin, amount: amount.toString(), reason: 'simulation' },
      operator,
    );
    const verdict = economy.fundTreasury(RULES, { asset: stablecoin, amount });
    if ('refused' in verdict) expect(verdict.refused.map(codeOf), funded.body).toContain(funded.json().code);
    else {
      expect(funded.json().code, funded.body).toBe(200);
      model.apply(verdict.moves);
    }
  }

  const originals: { sent: Sent; response: Promise<LightMyRequestResponse> }[] = [];
  /** Requests sent again with an earlier key: the same body (repeats) or another one (conflicts). */
  const repeats: Echo[] = [];
  const conflicts: Echo[] = [];
  /** Every withdrawal a request created, by id: its amount. */
  const requested = new Map<string, bigint>();
  /** Withdrawals learnt to wait for an operator, not decided yet. */
  const waiting = new Map<string, Decision>();
  /** Originals and conflicts: what the model judges. */
  const attempts: Attempt[] = [];

  for (const batch of scenarioRun.batches) {
    const start = await holdingsNow();
    const batchAttempts: Attempt[] = [];
    const inFlight: Promise<unknown>[] = [];
    const withdrawalsSent: { sent: Sent; response: Promise<LightMyRequestResponse> }[] = [];
    for (const cmd of batch.commands) {
      if (cmd.type === 'deposit') {
        const from =
          cmd.member === null ? STRANGER : ((members[cmd.member] as TestMember).address as Address);
        const token = chain.tokens.find((entry) => entry.asset === cmd.asset);
        if (!token) throw new Error(`no ${cmd.asset} on chain ${chain.chainId}`);
        fake.transferToken({ from, token: token.address, to: DEV_TREASURY.address, value: cmd.amount });
        if (cmd.member !== null) {
          add(expected, cmd.member, cmd.asset, cmd.amount);
          model.apply(economy.deposit({ member: cmd.member, asset: cmd.asset, amount: cmd.amount }));
        }
        continue;
      }
      if (cmd.type === 'repeat' || cmd.type === 'conflict') {
        const original = originals[cmd.of % Math.max(originals.length, 1)];
        if (!original) continue;
        const { sent } = original;
        const body =
          cmd.type === 'repeat'
            ? sent.body
            : sent.url === BUY_URL
              ? { ...sent.body, asset: sent.body.asset === 'USDT' ? 'USDC' : 'USDT' }
              : { ...sent.body, amount: otherAmount(String(sent.body.amount ?? '1')) };
        const response = postWrite(sent.app, sent.url, body, sent.who, sent.key);
        (cmd.type === 'repeat' ? repeats : conflicts).push({ sent, first: original.response, response });
        if (cmd.type === 'conflict')
          batchAttempts.push({ sent, body, response, verdict: verdictOf({ ...sent, body }) });
        if (sent.url === WITHDRAW_URL) withdrawalsSent.push({ sent, response });
        inFlight.push(response);
        continue;
      }
      const req = request(cmd);
      if (!req) continue;
      const sent = { ...req, key: randomUUID() };
      const response = postWrite(sent.app, sent.url, sent.body, sent.who, sent.key);
      originals.push({ sent, response });
      batchAttempts.push({ sent, body: sent.body, response, verdict: verdictOf(sent) });
      if (sent.url === WITHDRAW_URL) withdrawalsSent.push({ sent, response });
      inFlight.push(response);
    }
    await Promise.all([...inFlight, ...decideWaiting(waiting), ...chainJobs(batch)]);
    await expectVerdicts(batchAttempts, start);
    attempts.push(...batchAttempts);

    for (const { sent, response } of withdrawalsSent) {
      const answer = (await response).json();
      if (answer.code !== 200 || requested.has(answer.data.id)) continue;
      requested.set(answer.data.id, BigInt(answer.data.amount));
      if (answer.data.status === 'awaitingApproval') waiting.set(answer.data.id, sent.decision ?? 'approve');
    }
    if (batch.reorganise > 0) fake.reorganise(batch.reorganise);
    fake.mine(batch.blocks);
  }
  await settle(waiting);

  /**
   * The successful answer of each Idempotency-Key: its movement happened once, however many
   * requests got it. A key can succeed twice when a conflicting body ran first and the same
   * conflicting body is sent again later; the second answer is then a replay of the first.
   */
  const accepted = new Map<string, { answer: LightMyRequestResponse; sent: Sent }>();
  const accept = (sent: Sent, answer: LightMyRequestResponse) => {
    const earlier = accepted.get(sent.key);
    if (earlier) expect(answer.json()).toEqual(earlier.answer.json());
    else accepted.set(sent.key, { answer, sent });
  };
  for (const { sent, response } of originals) {
    const answer = await response;
    expect(EXPECTED_CODES.has(answer.json().code), `${sent.url} ${answer.body}`).toBe(true);
    if (answer.json().code === 200 && sent.url !== WITHDRAW_URL) accept(sent, answer);
  }
  for (const { first, response } of repeats) {
    expect((await response).json()).toEqual((await first).json());
  }
  for (const { sent, first: firstResponse, response } of conflicts) {
    const first = (await firstResponse).json();
    const second = await response;
    // Whichever of the two came first ran; the other, with its other body, is a conflict.
    const conflictCode = ERRORS.idempotencyKeyConflict.code;
    expect(
      first.code === conflictCode || second.json().code === conflictCode,
      JSON.stringify([first, second.json()]),
    ).toBe(true);
    expect(first.code === conflictCode && second.json().code === conflictCode).toBe(false);
    if (second.json().code === 200 && sent.url !== WITHDRAW_URL) accept(sent, second);
  }
  for (const { answer, sent } of accepted.values()) {
    applyAnswer(expected, answer, sent);
    const data = answer.json().data;
    if (sent.url === BUY_URL)
      bought.push({
        order: data.id,
        buyer: members.indexOf(sent.who),
        asset: data.asset,
        amount: BigInt(data.amount),
      });
  }

  // Only a paid withdrawal leaves the member's balance for good; a failed or rejected one returns.
  for (const [id, withdrawn] of requested) {
    const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(['completed', 'failed', 'rejected']).toContain(row?.status);
    const index = members.findIndex((m) => m.memberId === row?.memberId);
    if (row?.status === 'completed') add(expected, index, row.asset as Asset, -withdrawn);
  }
  await expectChainPaidCompletedWithdrawals();
  await applyToModel(attempts);

  const report = await auditLedger(db);
  expect(report.clean, formatAudit(report)).toBe(true);
  expect(report.unbalanced).toEqual([]);
  const negative = await db.execute(
    sql`select count(*)::int as n from ledger_account where not may_go_negative and (available < 0 or frozen < 0)`,
  );
  expect((negative as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  const held = await balancesNow();
  const differences = [...new Set([...held.keys(), ...expected.keys()])]
    .filter((key) => (held.get(key) ?? 0n) !== (expected.get(key) ?? 0n))
    .map((key) => `member ${key}: expected ${expected.get(key) ?? 0n}, holds ${held.get(key) ?? 0n}`);
  // Listed in the message: a failing property reports the message, not the compared values.
  expect(
    differences,
    ['balances that differ from what the deposits, answers and withdrawals add up to', ...differences].join(
      '\n',
    ),
  ).toEqual([]);

  await expectModelHoldings('the run');
}

/** Every holder's balance of every asset is what the rules of docs/economy.md make of what happened. */
async function expectModelHoldings(what: string): Promise<void> {
  const now = await holdingsNow();
  const offModel = holders().flatMap((holder) =>
    ASSETS.filter((asset) => now.get(holding(holder, asset)) !== model.balance(holder, asset)).map(
      (asset) =>
        `${typeof holder === 'number' ? `member ${holder}` : holder} ${asset}: the rules make ${model.balance(holder, asset)}, holds ${now.get(holding(holder, asset))}`,
    ),
  );
  expect(
    offModel,
    [`balances that differ from what the rules of docs/economy.md make of ${what}`, ...offModel].join('\n'),
  ).toEqual([]);
}

/**
 * The daily settlement of the case's colony day, once its runs are done: each avatar bought pays
 * referral income to the two members above its buyer in the chain who hold an avatar themselves,
 * from the treasury, within the day's cap and what the treasury holds (nobody holds a star level,
 * so there is no team, bonus or star-level income). Nothing else of the day moves money: the
 * avatars produce from the next day on.
 */
async function settleTheDay(): Promise<void> {
  const clock = { time: '00:00', timeZone: 'UTC' };
  const day = await colonyToday(db, clock);
  const treasury = { USDT: model.balance('treasury', 'USDT'), USDC: model.balance('treasury', 'USDC') };
  await settleThrough(db, {
    through: day,
    steps: SETTLEMENT_STEPS,
    economy: ECONOMY,
    clock,
    allowFuture: true,
  });
  const buyers = new Set(bought.map((sale) => sale.buyer));
  const income = dayIncome(DOCUMENTED_INCOME, {
    superiors: members.map((_, index) => (index === 0 ? null : index - 1)),
    starLevels: members.map(() => 0),
    effective: members.map((_, index) => buyers.has(index)),
    sales: bought,
    treasury,
  });
  for (const line of income) {
    expect(line.kind).toBe('referral_income');
    model.apply([
      { holder: line.member, asset: line.asset, delta: line.amount },
      { holder: 'treasury', asset: line.asset, delta: -line.amount },
    ]);
  }
  const report = await auditLedger(db);
  expect(report.clean, formatAudit(report)).toBe(true);
  await expectModelHoldings("the day's settlement");
}

/**
 * Moves the model by what went through: each Idempotency-Key's successful body once, and each
 * withdrawal as it settled. A withdrawal waits for an operator where the rules say it must, ends as
 * its decision allows, and a completed one paid the member's wallet the amount less the fee.
 */
async function applyToModel(attempts: Attempt[]): Promise<void> {
  const succeeded = new Map<string, { attempt: Attempt; answer: { data: Record<string, string> } }>();
  for (const attempt of attempts) {
    const answer = (await attempt.response).json();
    if (answer.code !== 200) continue;
    const earlier = succeeded.get(attempt.sent.key);
    if (earlier) expect(attempt.body, 'two bodies went through under one key').toEqual(earlier.attempt.body);
    else succeeded.set(attempt.sent.key, { attempt, answer });
  }
  const withdrawn = [...succeeded.values()].filter(({ attempt }) => attempt.sent.url === WITHDRAW_URL);
  const amountOf = ({ attempt }: { attempt: Attempt }) => BigInt(String(attempt.body.amount));
  const dayTotal = (entries: typeof withdrawn) => entries.reduce((sum, entry) => sum + amountOf(entry), 0n);
  for (const { attempt } of succeeded.values()) {
    if (attempt.sent.url !== WITHDRAW_URL && 'moves' in attempt.verdict) model.apply(attempt.verdict.moves);
  }
  for (const entry of withdrawn) {
    const { attempt, answer } = entry;
    const member = members.indexOf(attempt.sent.who);
    const request = { member, asset: attempt.body.asset as Stablecoin, amount: amountOf(entry) };
    const what = `withdrawal ${answer.data.id} of ${request.amount} ${request.asset}`;
    const waits = economy.waitsForOperator(
      RULES,
      { ...request, hotWallet: attempt.sent.app === hotApp },
      {
        memberTotal: dayTotal(withdrawn.filter((other) => other.attempt.sent.who === attempt.sent.who)),
        total: dayTotal(withdrawn),
      },
    );
    if (waits !== undefined) {
      expect(answer.data.status, what).toBe(waits ? 'awaitingApproval' : 'queued');
    }
    const [row] = await db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.id, answer.data.id as string));
    const end = row?.status as economy.WithdrawalEnd;
    const decision = answer.data.status === 'awaitingApproval' ? attempt.sent.decision : undefined;
    const ends: economy.WithdrawalEnd[] =
      decision === 'reject'
        ? ['rejected']
        : decision === 'approveAndReject'
          ? ['completed', 'failed', 'rejected']
          : ['completed', 'failed'];
    expect(ends, `${what} ended ${end} after ${decision ?? 'no decision'}`).toContain(end);
    const settled = economy.withdrawalSettled(RULES, request, end);
    model.apply(settled.moves);
    if (settled.paid !== null) {
      const payment = fake.payments().find((paid) => paid.hash === row?.txHash);
      const token = chain.tokens.find((entry) => entry.asset === request.asset)?.address;
      expect(payment, what).toMatchObject({
        recipient: getAddress(attempt.sent.who.address),
        token,
        amount: settled.paid,
      });
    }
  }
}

/** The errors the servers logged in the last case that failed, for the failure's message. */
function serverErrorsLogged(): string {
  if (failedCaseErrors.length === 0) return '';
  const quoted = failedCaseErrors.slice(-SERVER_ERRORS_QUOTED).join('');
  return `\nthe servers logged ${failedCaseErrors.length} error(s) in it, the last ${Math.min(failedCaseErrors.length, SERVER_ERRORS_QUOTED)}:\n${quoted}`;
}

describe('money simulation over HTTP and the chain jobs', () => {
  it(`creates and loses nothing, however requests interleave or repeat and the chain answers ${RACES_ON_POSTGRES}`, {
    timeout: 600_000,
  }, async () => {
    /** When the first run failed: shrinking has begun. */
    let failedAt: number | undefined;
    await fc.assert(
      fc.asyncProperty(days, async (daysRun) => {
        // Past the budget every smaller case is skipped, which ends shrinking at the smallest so far.
        if (failedAt !== undefined) fc.pre(Date.now() - failedAt < SHRINK_BUDGET_MS);
        // Each case on a fresh database, so a failure shrinks and replays from its seed and path alone.
        await closeWorld();
        await openWorld();
        try {
          for (const day of daysRun) await run(day);
          await settleTheDay();
        } catch (error) {
          failedAt ??= Date.now();
          failedCaseErrors = [...serverErrors];
          throw error;
        }
      }),
      {
        ...replayParameters('MONEY_SIMULATION'),
        numRuns: RUNS,
        reporter: (details) => {
          if (details.failed) {
            throw new Error(
              `money simulation failed; replay with MONEY_SIMULATION_SEED=${details.seed} MONEY_SIMULATION_PATH=${details.counterexamplePath}\n${fc.defaultReportMessage(details)}\n${String(details.errorInstance)}${serverErrorsLogged()}`,
            );
          }
        },
      },
    );
  });
});
