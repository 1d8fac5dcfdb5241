import path from 'node:path';
import { PUBLIC_RPC_URLS } from '@colony/contract/chains';
import { DEFAULT_APP_KEY } from '@colony/contract/constants';
import { describe, expect, it } from 'vitest';
import { CHAIN_TOKENS } from './chain/chain-tokens.ts';
import {
  DEMO_ROOT_ADDRESS,
  DEMO_ROOT_INVITE_CODE,
  EnvError,
  hotWalletAddress,
  loadEnv,
  REPO_ROOT,
} from './env.ts';

describe('loadEnv', () => {
  it('has the documented defaults, with paths under the repository root', () => {
    const env = loadEnv({}, {});
    expect(env).toEqual({
      PORT: 8080,
      HOST: '0.0.0.0',
      DATABASE_URL: undefined,
      DATA_DIR: path.join(REPO_ROOT, 'data'),
      APP_KEY: DEFAULT_APP_KEY,
      DEMO_DATA: true,
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(REPO_ROOT, 'apps', 'web', 'dist'),
      RATE_LIMIT_MAX: 300,
      CONTACT_RATE_LIMIT_MAX: 5,
      CONTENT_CACHE_TTL_MS: 5000,
      TRUST_PROXY: false,
      PUBLIC_URL: undefined,
      JWT_SECRET: undefined,
      ACCESS_TOKEN_TTL: 7200,
      SESSION_LIFETIME: 30 * 86_400,
      REFRESH_GRACE_SECONDS: 10,
      ALLOWED_CHAIN_IDS: [1, 56],
      RPC_URL_1: PUBLIC_RPC_URLS[1],
      RPC_URL_56: PUBLIC_RPC_URLS[56],
      ROOT_ADDRESS: DEMO_ROOT_ADDRESS,
      ROOT_INVITE_CODE: DEMO_ROOT_INVITE_CODE,
      SIGNATURE_WORKERS: 1,
      LOGIN_RATE_LIMIT_MAX: 30,
      LOGIN_ADDRESS_RATE_LIMIT_MAX: 10,
      USDT_ADDRESS_56: CHAIN_TOKENS[56].addresses.USDT,
      USDC_ADDRESS_56: CHAIN_TOKENS[56].addresses.USDC,
      USDT_ADDRESS_1: CHAIN_TOKENS[1].addresses.USDT,
      USDC_ADDRESS_1: CHAIN_TOKENS[1].addresses.USDC,
      TREASURY_ADDRESS: undefined,
      CONFIRMATIONS_56: 15,
      CONFIRMATIONS_1: 12,
      WAIT_FOR_FINALIZED: true,
      HOT_WALLET_KEY: undefined,
      DEPOSIT_WATCH: [],
      AVATAR_TOKEN_ADDRESS_56: undefined,
      AVATAR_TOKEN_ADDRESS_1: undefined,
      AVATAR_TOKEN_START_BLOCK_56: undefined,
      AVATAR_TOKEN_START_BLOCK_1: undefined,
      NFT_MARKET_ADDRESS_56: undefined,
      NFT_MARKET_ADDRESS_1: undefined,
      NFT_MINTER_KEY: undefined,
      NFT_VOUCHER_TTL_SECONDS: 900,
      DEV_CHAIN: false,
      CHAIN_POLL_INTERVAL_MS: 4000,
      OPERATOR_ADDRESSES: [],
      ECONOMY_CONFIG: undefined,
      SETTLEMENT_TIME: '00:00',
      SETTLEMENT_TIME_ZONE: 'UTC',
      SETTLEMENT_ALLOW_FUTURE: false,
      SETTLEMENT_JOB: true,
      TEAM_RUNS_INTERVAL_MS: 5000,
      METRICS_TOKEN: undefined,
      METRICS_PORT: undefined,
      TEST_CLOCK: false,
      NODE_ENV: undefined,
    });
    expect(REPO_ROOT).toBe(path.resolve(import.meta.dirname, '../../..') + path.sep);
  });

  it('reads the process environment, and overrides win', () => {
    const env = loadEnv({ PORT: '9000' }, { PORT: '7000', HOST: '127.0.0.1', DATA_DIR: '/var/lib/colony' });
    expect(env.PORT).toBe(9000);
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.DATA_DIR).toBe('/var/lib/colony');
  });

  it('reads TRUST_PROXY as the proxies whose X-Forwarded-For is believed', () => {
    const proxies = (value: string) => loadEnv({ TRUST_PROXY: value }, {}).TRUST_PROXY;
    expect(proxies('false')).toBe(false);
    expect(proxies('0')).toBe(false);
    expect(proxies('true')).toEqual(['loopback', 'linklocal', 'uniquelocal']);
    expect(proxies(' 10.0.0.7, 172.16.0.0/12,::1 ,loopback')).toEqual([
      '10.0.0.7',
      '172.16.0.0/12',
      '::1',
      'loopback',
    ]);
    for (const bad of ['2', '10.0.0.0/33', 'proxy.local', '10.0.0.1/8/8', '']) {
      if (bad !== '') expect(() => proxies(bad), bad).toThrow(EnvError);
    }
  });

  it('reads the metrics settings and keeps the metrics port apart from the public one', () => {
    const env = loadEnv({ METRICS_TOKEN: 'scraper-token-0123456789', METRICS_PORT: '9464' }, {});
    expect(env).toMatchObject({ METRICS_TOKEN: 'scraper-token-0123456789', METRICS_PORT: 9464 });
    expect(() => loadEnv({ METRICS_TOKEN: 'short' }, {})).toThrow(/METRICS_TOKEN/);
    expect(() => loadEnv({ PORT: '9464', METRICS_PORT: '9464' }, {})).toThrow(/METRICS_PORT/);
    expect(loadEnv({ PORT: '0', METRICS_PORT: '0' }, {}).METRICS_PORT).toBe(0);
  });

  it('resolves relative paths against the repository root, not the working directory', () => {
    const env = loadEnv({ DATA_DIR: 'tmp/data', WEB_DIST: './somewhere/dist' }, {});
    expect(env.DATA_DIR).toBe(path.join(REPO_ROOT, 'tmp', 'data'));
    expect(env.WEB_DIST).toBe(path.join(REPO_ROOT, 'somewhere', 'dist'));
  });

  it('turns demo data off by default on PostgreSQL, and lets either setup choose', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/colony';
    expect(loadEnv({ DATABASE_URL: url }, {}).DEMO_DATA).toBe(false);
    expect(loadEnv({ DATABASE_URL: url, DEMO_DATA: 'true' }, {}).DEMO_DATA).toBe(true);
    expect(loadEnv({ DEMO_DATA: '0' }, {}).DEMO_DATA).toBe(false);
    expect(loadEnv({ DEMO_DATA: '1' }, {}).DEMO_DATA).toBe(true);
    expect(loadEnv({ DEMO_DATA: 'false' }, {}).DEMO_DATA).toBe(false);
  });

  it('treats empty values as unset', () => {
    const env = loadEnv({}, { PORT: '', DATABASE_URL: '' });
    expect(env.PORT).toBe(8080);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DEMO_DATA).toBe(true);
  });

  it('accepts port 0 (any free port)', () => {
    expect(loadEnv({ PORT: '0' }, {}).PORT).toBe(0);
  });

  it('reads the sign-in settings: chains, site, root member and token lifetimes', () => {
    const env = loadEnv(
      {
        ALLOWED_CHAIN_IDS: ' 56 , 56',
        PUBLIC_URL: 'https://colony.example/app/',
        ROOT_ADDRESS: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
        ROOT_INVITE_CODE: 'VENUSBAY',
        ACCESS_TOKEN_TTL: '60',
        RPC_URL_56: 'http://127.0.0.1:8545',
      },
      {},
    );
    expect(env.ALLOWED_CHAIN_IDS).toEqual([56]);
    expect(env.PUBLIC_URL).toBe('https://colony.example');
    expect(env.ROOT_ADDRESS).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    expect(env.ROOT_INVITE_CODE).toBe('VENUSBAY');
    expect(env.ACCESS_TOKEN_TTL).toBe(60);
    expect(env.RPC_URL_56).toBe('http://127.0.0.1:8545');
  });

  it('refuses unsupported chains, bad root settings, a short secret and non-http URLs', () => {
    let error: unknown;
    try {
      loadEnv(
        {
          ALLOWED_CHAIN_IDS: '1,137',
          ROOT_ADDRESS: '0x70997970C51812dc3a010c7d01b50e0d17dc79c8',
          ROOT_INVITE_CODE: 'MARS0ASE',
          JWT_SECRET: 'short',
          RPC_URL_1: 'ftp://node.example',
          PUBLIC_URL: 'colony.example',
        },
        {},
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const names = (error as EnvError).problems.map((problem) => problem.split(':')[0]);
    expect(names.sort()).toEqual(
      [
        'ALLOWED_CHAIN_IDS',
        'JWT_SECRET',
        'PUBLIC_URL',
        'ROOT_ADDRESS',
        'ROOT_INVITE_CODE',
        'RPC_URL_1',
      ].sort(),
    );
  });

  it('reads the settlement settings and refuses a bad time or zone', () => {
    const env = loadEnv(
      { SETTLEMENT_TIME: '08:30', SETTLEMENT_TIME_ZONE: 'Asia/Singapore', SETTLEMENT_JOB: 'false' },
      {},
    );
    expect(env).toMatchObject({
      SETTLEMENT_TIME: '08:30',
      SETTLEMENT_TIME_ZONE: 'Asia/Singapore',
      SETTLEMENT_JOB: false,
    });
    expect(() => loadEnv({ SETTLEMENT_TIME: '24:00' }, {})).toThrow(/SETTLEMENT_TIME/);
    expect(() => loadEnv({ SETTLEMENT_TIME: '8:30' }, {})).toThrow(/SETTLEMENT_TIME/);
    expect(() => loadEnv({ SETTLEMENT_TIME_ZONE: 'Mars/Olympus' }, {})).toThrow(/SETTLEMENT_TIME_ZONE/);
  });

  it('reads how often the team events are compacted, 0 for never, and refuses a bad interval', () => {
    expect(loadEnv({ TEAM_RUNS_INTERVAL_MS: '0' }, {}).TEAM_RUNS_INTERVAL_MS).toBe(0);
    expect(loadEnv({ TEAM_RUNS_INTERVAL_MS: '2000' }, {}).TEAM_RUNS_INTERVAL_MS).toBe(2000);
    expect(() => loadEnv({ TEAM_RUNS_INTERVAL_MS: '-1' }, {})).toThrow(/TEAM_RUNS_INTERVAL_MS/);
    expect(() => loadEnv({ TEAM_RUNS_INTERVAL_MS: 'often' }, {})).toThrow(/TEAM_RUNS_INTERVAL_MS/);
  });

  it('lets tests move the clock, never a production server', () => {
    expect(loadEnv({ TEST_CLOCK: 'true', NODE_ENV: 'test' }, {}).TEST_CLOCK).toBe(true);
    expect(() => loadEnv({ TEST_CLOCK: 'true' }, { NODE_ENV: 'production' })).toThrow(/TEST_CLOCK/);
    expect(loadEnv({}, { NODE_ENV: 'production' }).TEST_CLOCK).toBe(false);
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadEnv(
        {
          PORT: '80000',
          DATABASE_URL: 'mysql://x',
          DEMO_DATA: 'yes',
          LOG_LEVEL: 'loud',
          RATE_LIMIT_MAX: '-1',
          TRUST_PROXY: 'maybe',
        },
        {},
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as EnvError).message;
    for (const name of ['PORT', 'DATABASE_URL', 'DEMO_DATA', 'LOG_LEVEL', 'RATE_LIMIT_MAX', 'TRUST_PROXY']) {
      expect(message).toContain(`${name}:`);
    }
    expect((error as EnvError).problems).toHaveLength(6);
  });

  it('reads the chain settings: tokens, treasury, confirmations, hot wallet, deposit watch, operators', () => {
    const treasury = '0xbcd4042de499d14e55001ccbb24a551f3b954096';
    const env = loadEnv(
      {
        USDT_ADDRESS_56: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
        USDC_ADDRESS_1: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
        TREASURY_ADDRESS: treasury,
        CONFIRMATIONS_56: '3',
        WAIT_FOR_FINALIZED: 'false',
        HOT_WALLET_KEY: '0x701b615bbdfb9de65240bc28bd21bbc0d996645a3dd57e7b12bc2bdf6f192c82',
        OPERATOR_ADDRESSES:
          ' 0x70997970c51812dc3a010c7d01b50e0d17dc79c8,0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC ,',
        CHAIN_POLL_INTERVAL_MS: '250',
      },
      {},
    );
    expect(env.USDT_ADDRESS_56).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3');
    expect(env.USDC_ADDRESS_1).toBe('0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512');
    expect(env.TREASURY_ADDRESS).toBe('0xBcd4042DE499D14e55001CcbB24a551F3b954096');
    expect(env.CONFIRMATIONS_56).toBe(3);
    expect(env.WAIT_FOR_FINALIZED).toBe(false);
    expect(hotWalletAddress(env)).toBe('0x71bE63f3384f5fb98995898A86B02Fb2426c5788');
    expect(hotWalletAddress(loadEnv({}, {}))).toBeUndefined();
    expect(env.OPERATOR_ADDRESSES).toEqual([
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    ]);
    expect(env.CHAIN_POLL_INTERVAL_MS).toBe(250);
    // A treasury turns watching on for every allowed chain, unless told otherwise.
    expect(env.DEPOSIT_WATCH).toEqual([1, 56]);
    expect(loadEnv({ TREASURY_ADDRESS: treasury, DEPOSIT_WATCH: '56' }, {}).DEPOSIT_WATCH).toEqual([56]);
    expect(loadEnv({ TREASURY_ADDRESS: treasury, DEPOSIT_WATCH: 'false' }, {}).DEPOSIT_WATCH).toEqual([]);
    expect(
      loadEnv({ TREASURY_ADDRESS: treasury, DEPOSIT_WATCH: '1', ALLOWED_CHAIN_IDS: '56' }, {}).DEPOSIT_WATCH,
    ).toEqual([56]);
  });

  it('refuses bad chain settings', () => {
    const problemsOf = (overrides: Record<string, string>) => {
      try {
        loadEnv(overrides, {});
      } catch (error) {
        return (error as EnvError).problems.map((problem) => problem.split(':')[0]).sort();
      }
      return [];
    };
    expect(
      problemsOf({
        USDT_ADDRESS_56: '0x5fbdb2315678afecb367f032d93f642f64180aA3',
        TREASURY_ADDRESS: 'treasury',
        CONFIRMATIONS_1: '0',
        HOT_WALLET_KEY: '0x1234',
        OPERATOR_ADDRESSES: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8,nobody',
        DEPOSIT_WATCH: '137',
        WAIT_FOR_FINALIZED: 'sometimes',
      }),
    ).toEqual(
      [
        'CONFIRMATIONS_1',
        'DEPOSIT_WATCH',
        'HOT_WALLET_KEY',
        'OPERATOR_ADDRESSES',
        'TREASURY_ADDRESS',
        'USDT_ADDRESS_56',
        'WAIT_FOR_FINALIZED',
      ].sort(),
    );
    // The curve's order is not a key.
    expect(
      problemsOf({ HOT_WALLET_KEY: '0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141' }),
    ).toEqual(['HOT_WALLET_KEY']);
    expect(problemsOf({ DEPOSIT_WATCH: 'true' })).toEqual(['DEPOSIT_WATCH']);
    expect(
      problemsOf({
        DEPOSIT_WATCH: '1',
        ALLOWED_CHAIN_IDS: '56',
        TREASURY_ADDRESS: '0xBcd4042DE499D14e55001CcbB24a551F3b954096',
      }),
    ).toEqual([]);
    expect(
      problemsOf({
        DEPOSIT_WATCH: '1,56',
        ALLOWED_CHAIN_IDS: '56',
        TREASURY_ADDRESS: '0xBcd4042DE499D14e55001CcbB24a551F3b954096',
      }),
    ).toEqual(['DEPOSIT_WATCH']);
  });

  it('reads the avatar token, market and minter settings, and refuses them apart or misplaced', () => {
    const avatar = '0x17F24D3b8Bc1150553b54Da30B4d993AcB889212';
    const market = '0x51Bb5928dDbE14344FB71e5db06974390CEC2Fba';
    const minterKey = '0xa267530f49f8280200edf313ee7af6b827f2a8bce2897751d06a843f644967b1';
    const env = loadEnv(
      {
        AVATAR_TOKEN_ADDRESS_56: avatar.toLowerCase(),
        NFT_MARKET_ADDRESS_56: market,
        NFT_MINTER_KEY: minterKey,
        NFT_VOUCHER_TTL_SECONDS: '300',
        AVATAR_TOKEN_START_BLOCK_56: '123',
      },
      {},
    );
    expect(env).toMatchObject({
      AVATAR_TOKEN_START_BLOCK_56: 123,
      AVATAR_TOKEN_ADDRESS_56: avatar,
      NFT_MARKET_ADDRESS_56: market,
      NFT_MINTER_KEY: minterKey,
      NFT_VOUCHER_TTL_SECONDS: 300,
    });

    const problemsOf = (overrides: Record<string, string>) => {
      try {
        loadEnv(overrides, {});
      } catch (error) {
        return (error as EnvError).problems;
      }
      return [];
    };
    expect(
      problemsOf({ AVATAR_TOKEN_ADDRESS_56: 'avatar', NFT_MINTER_KEY: '0x12' }).map((p) => p.split(':')[0]),
    ).toEqual(['AVATAR_TOKEN_ADDRESS_56', 'NFT_MINTER_KEY']);
    expect(problemsOf({ NFT_MINTER_KEY: minterKey })).toEqual([
      'NFT_MINTER_KEY: it signs mint vouchers for AVATAR_TOKEN_ADDRESS_<chain>, and none is set',
    ]);
    expect(problemsOf({ NFT_MARKET_ADDRESS_1: market })).toEqual([
      'NFT_MARKET_ADDRESS_1: the market trades AVATAR_TOKEN_ADDRESS_1, which is not set',
    ]);
    expect(problemsOf({ AVATAR_TOKEN_ADDRESS_1: avatar, ALLOWED_CHAIN_IDS: '56' })).toEqual([
      'AVATAR_TOKEN_ADDRESS_1: chain 1 is not in ALLOWED_CHAIN_IDS',
    ]);
    expect(problemsOf({ AVATAR_TOKEN_ADDRESS_56: avatar, NFT_MARKET_ADDRESS_56: avatar })).toEqual([
      'NFT_MARKET_ADDRESS_56: the same address as AVATAR_TOKEN_ADDRESS_56',
    ]);
    expect(problemsOf({ AVATAR_TOKEN_ADDRESS_56: CHAIN_TOKENS[56].addresses.USDT })).toEqual([
      "AVATAR_TOKEN_ADDRESS_56: the address of chain 56's USDT or USDC",
    ]);
    expect(
      problemsOf({ AVATAR_TOKEN_ADDRESS_56: avatar, NFT_MINTER_KEY: minterKey, HOT_WALLET_KEY: minterKey }),
    ).toEqual(['NFT_MINTER_KEY: must differ from HOT_WALLET_KEY, the wallet that pays withdrawals']);
    expect(
      problemsOf({ NFT_VOUCHER_TTL_SECONDS: '5', AVATAR_TOKEN_START_BLOCK_1: '-1' }).map(
        (p) => p.split(':')[0],
      ),
    ).toEqual(['AVATAR_TOKEN_START_BLOCK_1', 'NFT_VOUCHER_TTL_SECONDS']);
  });
});
