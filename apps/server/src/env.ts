import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isValidAddress } from '@colony/contract/auth';
import { PUBLIC_RPC_URLS } from '@colony/contract/chains';
import { DEFAULT_APP_KEY } from '@colony/contract/constants';
import { isInviteCode } from '@colony/contract/invite-code';
import { type Address, getAddress, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { z } from 'zod';
import { CHAIN_TOKENS } from './chain/chain-tokens.ts';

/**
 * npm workspaces run scripts with the workspace as cwd, so relative paths in the
 * configuration are resolved against the repository root to mean the same thing
 * whichever way the server is started.
 */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const flag = z
  .enum(['true', 'false', '1', '0'], { message: 'expected true, false, 1 or 0' })
  .transform((value) => value === 'true' || value === '1');

const positiveInt = z.coerce.number().int().positive();

/** proxy-addr's names for address ranges a reverse proxy usually sits in. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'] as const;

/**
 * The reverse proxies whose `X-Forwarded-For` is believed: `false` none, `true` any on loopback or a
 * private network, or a comma-separated list of addresses, CIDR ranges and those range names.
 * The client is the nearest address that is not such a proxy, so one a client writes in front of
 * its own is never taken.
 */
const trustedProxies = z.string().transform((value, context) => {
  const trimmed = value.trim();
  if (trimmed === 'false' || trimmed === '0') return false as const;
  if (trimmed === 'true' || trimmed === '1') return [...PROXY_RANGES];
  const items = trimmed.split(',').map((item) => item.trim());
  const invalid = items.filter((item) => !isProxyAddress(item));
  if (invalid.length > 0 || items.length === 0) {
    context.addIssue({
      code: 'custom',
      message: `expected true, false or comma-separated proxy addresses, CIDR ranges or ${PROXY_RANGES.join(', ')}; not: ${invalid.join(', ')}`,
    });
    return z.NEVER;
  }
  return items;
});

function isProxyAddress(item: string): boolean {
  if ((PROXY_RANGES as readonly string[]).includes(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const fromRoot = (value: string) => path.resolve(REPO_ROOT, value);

/** Chains a member can sign in from, each read through its `RPC_URL_<id>` (DESIGN.md §6). */
export const SUPPORTED_CHAIN_IDS = [1, 56] as const;
export type SupportedChainId = (typeof SUPPORTED_CHAIN_IDS)[number];

const chainIdList = z.string().transform((value, context) => {
  const ids = value.split(',').map((item) => Number(item.trim()));
  const unsupported = ids.filter((id) => !(SUPPORTED_CHAIN_IDS as readonly number[]).includes(id));
  if (unsupported.length > 0 || ids.length === 0) {
    context.addIssue({
      code: 'custom',
      message: `expected a comma-separated list of chain ids among ${SUPPORTED_CHAIN_IDS.join(', ')}`,
    });
    return z.NEVER;
  }
  return [...new Set(ids)] as SupportedChainId[];
});

const httpUrl = z.url({ protocol: /^https?$/, message: 'expected an http:// or https:// URL' });

const checksummedAddress = z
  .string()
  .refine(isValidAddress, { message: 'expected a 20-byte hex address with a valid checksum' })
  .transform((value) => getAddress(value));

const addressList = z.string().transform((value, context) => {
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  const invalid = items.filter((item) => !isValidAddress(item));
  if (invalid.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `expected comma-separated addresses with valid checksums; not: ${invalid.join(', ')}`,
    });
    return z.NEVER;
  }
  return [...new Set(items.map((item) => getAddress(item)))];
});

const privateKey = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, { message: 'expected a 0x-prefixed 32-byte hex private key', abort: true })
  .refine(
    (value) => {
      try {
        privateKeyToAccount(value as Hex);
        return true;
      } catch {
        return false;
      }
    },
    { message: 'not a valid secp256k1 private key' },
  )
  .transform((value) => value as Hex);

/** `true`/`false`/`1`/`0`, or the chain ids to watch (`56` or `1,56`). */
const depositWatch = z.string().transform((value, context) => {
  const trimmed = value.trim();
  if (trimmed === 'true' || trimmed === '1') return 'all' as const;
  if (trimmed === 'false' || trimmed === '0') return [] as SupportedChainId[];
  const ids = trimmed.split(',').map((item) => Number(item.trim()));
  if (ids.some((id) => !(SUPPORTED_CHAIN_IDS as readonly number[]).includes(id))) {
    context.addIssue({
      code: 'custom',
      message: `expected true, false, 1, 0 or chain ids among ${SUPPORTED_CHAIN_IDS.join(', ')}`,
    });
    return z.NEVER;
  }
  return [...new Set(ids)] as SupportedChainId[];
});

const confirmations = z.coerce.number().int().min(1).max(10_000);

/** anvil's first dev account: a known key, fine for the demo and tests, never for real members. */

export const DEMO_ROOT_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const DEMO_ROOT_INVITE_CODE = 'MARSBASE';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'expected a postgres:// or postgresql:// URL' })
    .optional(),
  DATA_DIR: z.string().min(1).default('./data').transform(fromRoot),
  APP_KEY: z.string().min(1).default(DEFAULT_APP_KEY),
  DEMO_DATA: flag.optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  WEB_DIST: z.string().min(1).default('apps/web/dist').transform(fromRoot),
  RATE_LIMIT_MAX: positiveInt.default(300),
  CONTACT_RATE_LIMIT_MAX: positiveInt.default(5),
  TRUST_PROXY: trustedProxies.default(false),
  CONTENT_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  /** The site's address as visitors see it; sign-in messages are bound to its host. */
  PUBLIC_URL: httpUrl.transform((value) => new URL(value).origin).optional(),
  JWT_SECRET: z.string().min(32, { message: 'expected at least 32 characters' }).optional(),
  ACCESS_TOKEN_TTL: positiveInt.max(30 * 86_400).default(7200),
  SESSION_LIFETIME: positiveInt.max(365 * 86_400).default(30 * 86_400),
  /** Seconds after a refresh in which the replaced token, sent again, answers the same new token. */
  REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  ALLOWED_CHAIN_IDS: chainIdList.default([1, 56]),
  RPC_URL_1: httpUrl.default(PUBLIC_RPC_URLS[1]),
  RPC_URL_56: httpUrl.default(PUBLIC_RPC_URLS[56]),
  ROOT_ADDRESS: z
    .string()
    .refine(isValidAddress, { message: 'expected a 20-byte hex address with a valid checksum' })
    .default(DEMO_ROOT_ADDRESS)
    .transform((value) => getAddress(value)),
  ROOT_INVITE_CODE: z
    .string()
    .refine(isInviteCode, { message: 'expected 8 characters of 23456789ABCDEFGHJKMNPQRSTUVWXYZ' })
    .default(DEMO_ROOT_INVITE_CODE),
  /** Worker threads that recover sign-in signatures off the event loop; 0 recovers on it. */
  SIGNATURE_WORKERS: z.coerce.number().int().min(0).max(16).default(1),
  LOGIN_RATE_LIMIT_MAX: positiveInt.default(30),
  LOGIN_ADDRESS_RATE_LIMIT_MAX: positiveInt.default(10),
  USDT_ADDRESS_56: checksummedAddress.default(CHAIN_TOKENS[56].addresses.USDT),
  USDC_ADDRESS_56: checksummedAddress.default(CHAIN_TOKENS[56].addresses.USDC),
  USDT_ADDRESS_1: checksummedAddress.default(CHAIN_TOKENS[1].addresses.USDT),
  USDC_ADDRESS_1: checksummedAddress.default(CHAIN_TOKENS[1].addresses.USDC),
  /** Where members send deposits; unset: no deposits are watched or offered. */
  TREASURY_ADDRESS: checksummedAddress.optional(),
  CONFIRMATIONS_56: confirmations.default(15),
  CONFIRMATIONS_1: confirmations.default(12),
  /** Also wait until the chain's finalized block has passed a deposit or a withdrawal, where the node reports one. */
  WAIT_FOR_FINALIZED: flag.default(true),
  /** The key of the wallet that pays withdrawals; unset: every withdrawal waits for an operator. */
  HOT_WALLET_KEY: privateKey.optional(),
  DEPOSIT_WATCH: depositWatch.optional(),
  /** The avatar token (ERC-721, docs/nft.md) on each chain; unset: avatars stay in the colony there. */
  AVATAR_TOKEN_ADDRESS_56: checksummedAddress.optional(),
  AVATAR_TOKEN_ADDRESS_1: checksummedAddress.optional(),
  /** The block the avatar token was deployed in; unset: found by asking the node (or block 0). */
  AVATAR_TOKEN_START_BLOCK_56: z.coerce.number().int().min(0).optional(),
  AVATAR_TOKEN_START_BLOCK_1: z.coerce.number().int().min(0).optional(),
  /** The NFT market trading that chain's avatar token. */
  NFT_MARKET_ADDRESS_56: checksummedAddress.optional(),
  NFT_MARKET_ADDRESS_1: checksummedAddress.optional(),
  /** The key whose EIP-712 vouchers the avatar token accepts for a mint; unset: no vouchers are issued. */
  NFT_MINTER_KEY: privateKey.optional(),
  /** How long a mint voucher stays good, in seconds. */
  NFT_VOUCHER_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  /** Chain 56 is the local development chain (`npm run dev`, the newcomer's `npm start`): its tokens are test tokens. */
  DEV_CHAIN: flag.default(false),
  CHAIN_POLL_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(4000),
  /** A scraper presenting it as a bearer token reads /metrics on the public port; unset: not served there. */
  METRICS_TOKEN: z.string().min(16, { message: 'expected at least 16 characters' }).optional(),
  /** Serves /metrics on this port of 127.0.0.1, apart from the public one (0 picks a free port). */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  /** Signed-in members who may approve or reject withdrawals, airdrop resources and fund the treasury. */
  OPERATOR_ADDRESSES: addressList.default([]),
  /** A JSON file whose values override the economy's defaults (docs/economy.md). */
  ECONOMY_CONFIG: z.string().min(1).transform(fromRoot).optional(),
  /** When a colony day ends and the daily settlement runs, in `SETTLEMENT_TIME_ZONE`. */
  SETTLEMENT_TIME: z
    .string()
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, { message: 'expected HH:MM, 00:00 to 23:59' })
    .default('00:00'),
  SETTLEMENT_TIME_ZONE: z
    .string()
    .refine(isTimeZone, { message: 'expected an IANA time zone such as UTC or Asia/Singapore' })
    .default('UTC'),
  /** Lets operators settle days that have not ended (development and tests only). */
  SETTLEMENT_ALLOW_FUTURE: flag.default(false),
  /** Run the daily settlement automatically once a day ends (several servers settle each day once). */
  SETTLEMENT_JOB: flag.default(true),
  /** How often the team's new events are compacted for the team pages' reads; 0: never (tests). */
  TEAM_RUNS_INTERVAL_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /**
   * Tests only: the parent process may move the clock of sign-in and sessions forward over its IPC
   * channel (`parent-clock.ts`). Refused with NODE_ENV=production.
   */
  TEST_CLOCK: flag.default(false),
  NODE_ENV: z.string().optional(),
});

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

type ParsedEnv = z.output<typeof envSchema>;

export type Env = Omit<ParsedEnv, 'DEMO_DATA' | 'DEPOSIT_WATCH'> & {
  DEMO_DATA: boolean;
  /** The chains whose deposits are watched: `DEPOSIT_WATCH`, by default every allowed chain once a treasury is set. */
  DEPOSIT_WATCH: SupportedChainId[];
};
export type EnvInput = Partial<Record<keyof z.input<typeof envSchema>, string | undefined>>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/**
 * Reads and validates the configuration. `overrides` win over the process
 * environment (tests pass their own values); an empty string counts as unset so
 * `FOO= npm start` falls back to the default.
 */
export function loadEnv(overrides: EnvInput = {}, source: NodeJS.ProcessEnv = process.env): Env {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = key in overrides ? overrides[key as keyof EnvInput] : source[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const { DEMO_DATA, DEPOSIT_WATCH, ...env } = result.data;
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT) {
    throw new EnvError(['METRICS_PORT: must differ from PORT, the public port']);
  }
  if (env.TEST_CLOCK && env.NODE_ENV === 'production') {
    throw new EnvError(['TEST_CLOCK: a test setting; a production server keeps real time']);
  }
  const watched = depositChains(env, DEPOSIT_WATCH);
  const nft = nftProblems(env);
  if (nft.length > 0) throw new EnvError(nft);
  // The embedded database is the demo setup; a real PostgreSQL starts empty unless asked.
  return { ...env, DEMO_DATA: DEMO_DATA ?? env.DATABASE_URL === undefined, DEPOSIT_WATCH: watched };
}

function depositChains(
  env: Omit<ParsedEnv, 'DEMO_DATA' | 'DEPOSIT_WATCH'>,
  setting: ParsedEnv['DEPOSIT_WATCH'],
): SupportedChainId[] {
  if (setting === undefined) return env.TREASURY_ADDRESS ? [...env.ALLOWED_CHAIN_IDS] : [];
  const chains = setting === 'all' ? [...env.ALLOWED_CHAIN_IDS] : setting;
  const problems: string[] = [];
  if (chains.length > 0 && !env.TREASURY_ADDRESS)
    problems.push('DEPOSIT_WATCH: deposits go to TREASURY_ADDRESS, which is not set');
  const notAllowed = chains.filter((chainId) => !env.ALLOWED_CHAIN_IDS.includes(chainId));
  if (notAllowed.length > 0)
    problems.push(`DEPOSIT_WATCH: chain ${notAllowed.join(', ')} is not in ALLOWED_CHAIN_IDS`);
  if (problems.length > 0) throw new EnvError(problems);
  return chains;
}

/** What is wrong with the avatar token, market and minter settings taken together. */
function nftProblems(env: Omit<ParsedEnv, 'DEMO_DATA' | 'DEPOSIT_WATCH'>): string[] {
  const problems: string[] = [];
  const perChain = {
    56: {
      avatar: env.AVATAR_TOKEN_ADDRESS_56,
      market: env.NFT_MARKET_ADDRESS_56,
      coins: [env.USDT_ADDRESS_56, env.USDC_ADDRESS_56],
    },
    1: {
      avatar: env.AVATAR_TOKEN_ADDRESS_1,
      market: env.NFT_MARKET_ADDRESS_1,
      coins: [env.USDT_ADDRESS_1, env.USDC_ADDRESS_1],
    },
  } as const;
  for (const chainId of SUPPORTED_CHAIN_IDS) {
    const { avatar, market, coins } = perChain[chainId];
    if ((avatar || market) && !env.ALLOWED_CHAIN_IDS.includes(chainId)) {
      problems.push(
        `${avatar ? 'AVATAR_TOKEN_ADDRESS' : 'NFT_MARKET_ADDRESS'}_${chainId}: chain ${chainId} is not in ALLOWED_CHAIN_IDS`,
      );
    }
    if (market && !avatar) {
      problems.push(
        `NFT_MARKET_ADDRESS_${chainId}: the market trades AVATAR_TOKEN_ADDRESS_${chainId}, which is not set`,
      );
    }
    if (avatar && market === avatar) {
      problems.push(`NFT_MARKET_ADDRESS_${chainId}: the same address as AVATAR_TOKEN_ADDRESS_${chainId}`);
    }
    if (avatar && (coins as readonly string[]).includes(avatar)) {
      problems.push(`AVATAR_TOKEN_ADDRESS_${chainId}: the address of chain ${chainId}'s USDT or USDC`);
    }
  }
  if (env.NFT_MINTER_KEY && !env.AVATAR_TOKEN_ADDRESS_56 && !env.AVATAR_TOKEN_ADDRESS_1) {
    problems.push('NFT_MINTER_KEY: it signs mint vouchers for AVATAR_TOKEN_ADDRESS_<chain>, and none is set');
  }
  if (env.NFT_MINTER_KEY && env.NFT_MINTER_KEY.toLowerCase() === env.HOT_WALLET_KEY?.toLowerCase()) {
    problems.push('NFT_MINTER_KEY: must differ from HOT_WALLET_KEY, the wallet that pays withdrawals');
  }
  return problems;
}

/** The address of `HOT_WALLET_KEY`, the wallet withdrawals are paid from. */
export function hotWalletAddress(env: Pick<Env, 'HOT_WALLET_KEY'>): Address | undefined {
  return env.HOT_WALLET_KEY ? privateKeyToAccount(env.HOT_WALLET_KEY).address : undefined;
}
