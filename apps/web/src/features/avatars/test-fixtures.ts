import type { CatalogueAvatar, Order, PayConfigResponse } from '@colony/contract/avatars';
import type { UserIndexWithAssetsResponse } from '@colony/contract/money';

/** Answers of the avatar endpoints as the server gives them, for the feature's component tests. */

export const E18 = 10n ** 18n;
export const MEMBER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const TREASURY = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955';
export const USDT_56 = '0x55d398326f99059fF775485246999027B3197955';
export const TX_HASH = `0x${'ab'.repeat(32)}`;

export const pioneer: CatalogueAvatar = {
  id: 1,
  kind: 'main',
  name: 'Colony Pioneer',
  assets: ['USDT', 'USDC'],
  price: (100n * E18).toString(),
  fuelMultiplier: '2',
  totalFuel: (200n * E18).toString(),
  dailyYieldRate: '0.01',
  output: [
    { asset: 'MM', share: '0.6' },
    { asset: 'MC', share: '0.3' },
    { asset: 'UME', share: '0.1' },
  ],
  dailySupply: 500,
  soldToday: 20,
  remainingToday: 480,
  forSale: true,
};

export const ranger: CatalogueAvatar = {
  ...pioneer,
  id: 15,
  kind: 'alliance',
  name: 'Alliance Ranger',
  assets: ['USDT'],
  price: (300n * E18).toString(),
};

export function payConfig(avatar: CatalogueAvatar = pioneer): PayConfigResponse {
  return {
    avatar,
    chains: [
      {
        chainId: 56,
        treasury: TREASURY,
        confirmations: 3,
        devChain: false,
        tokens: [{ asset: 'USDT', address: USDT_56, decimals: 18 }],
      },
    ],
    nextSettlementAt: new Date(Date.now() + 5 * 3600_000).toISOString(),
  };
}

export function memberWith(usdt: bigint): UserIndexWithAssetsResponse {
  return {
    address: MEMBER,
    inviteCode: 'ABCD2345',
    superior: null,
    createdAt: '2024-05-01T00:00:00.000Z',
    assets: [
      { asset: 'USDT', available: usdt.toString(), frozen: '0' },
      { asset: 'USDC', available: '0', frozen: '0' },
    ],
    fuel: '0',
    income: { staking: [], referral: [], team: [], bonus: [], activity: [], starLevel: [] },
  };
}

export function order(patch: Partial<Order> = {}): Order {
  return {
    id: 'c0ffee00-0000-4000-8000-000000000001',
    avatarId: 1,
    avatarKind: 'main',
    avatarName: 'Colony Pioneer',
    asset: 'USDT',
    amount: (100n * E18).toString(),
    status: 'paid',
    queue: null,
    payment: null,
    failure: null,
    ownedAvatarId: 7,
    createdAt: '2024-05-01T00:00:00.000Z',
    settledAt: '2024-05-01T00:00:00.000Z',
    ...patch,
  };
}
