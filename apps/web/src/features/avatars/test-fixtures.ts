import type {
  CatalogueAvatar,
  EnergyLevel,
  MyAvatarsResponse,
  Order,
  OwnedAvatar,
  PayConfigResponse,
  QueuePlace,
} from '@colony/contract/avatars';
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
    limits: { guides: null, unpaidWalletOrders: { count: 0, limit: 3 } },
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
    nextOutputAt: null,
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

export function ownedAvatar(patch: Partial<OwnedAvatar> = {}): OwnedAvatar {
  return {
    id: 7,
    avatarId: 1,
    kind: 'main',
    name: 'Colony Pioneer',
    asset: 'USDT',
    price: (100n * E18).toString(),
    totalFuel: (200n * E18).toString(),
    remainingFuel: (150n * E18).toString(),
    dailyBurn: ((105n * E18) / 100n).toString(),
    output: [
      { asset: 'MM', amount: (30n * E18).toString() },
      { asset: 'MC', amount: (15n * E18).toString() },
      { asset: 'UME', amount: (5n * E18).toString() },
    ],
    state: 'producing',
    firstDay: '2024-05-02',
    producingFrom: '2024-05-02T00:00:00.000Z',
    orderId: 'c0ffee00-0000-4000-8000-000000000001',
    createdAt: '2024-05-01T08:30:00.000Z',
    ...patch,
  };
}

export function energy(patch: Partial<EnergyLevel> = {}): EnergyLevel {
  return {
    level: 1,
    maxLevel: 7,
    boost: '1.05',
    boosts: ['1', '1.05', '1.1', '1.15', '1.2', '1.25', '1.3', '1.35'],
    conditions: [
      { key: 'personal', minted: (100n * E18).toString(), redeemed: '0', steps: [1], reached: 1 },
      {
        key: 'direct',
        minted: (300n * E18).toString(),
        redeemed: (200n * E18).toString(),
        steps: [1, 2, 3],
        reached: 1,
      },
      { key: 'zone', minted: '0', redeemed: '0', steps: [1, 2, 3], reached: 0 },
    ],
    day: '2024-05-03',
    ...patch,
  };
}

export function myAvatars(patch: Partial<MyAvatarsResponse> = {}): MyAvatarsResponse {
  return {
    avatars: [ownedAvatar()],
    totalFuel: (200n * E18).toString(),
    remainingFuel: (150n * E18).toString(),
    output: [
      { asset: 'MM', amount: (30n * E18).toString() },
      { asset: 'MC', amount: (15n * E18).toString() },
      { asset: 'UME', amount: (5n * E18).toString() },
    ],
    energy: energy(),
    nextSettlementAt: new Date(Date.now() + 5 * 3600_000).toISOString(),
    ...patch,
  };
}

export function queuePlace(patch: Partial<QueuePlace> = {}): QueuePlace {
  return {
    ahead: 3,
    rank: 12,
    queued: 5,
    expiresAt: new Date(Date.now() + 2 * 86_400_000 + 3600_000).toISOString(),
    estimatedAt: '2024-05-02T00:00:00.000Z',
    dailySupply: 2,
    ...patch,
  };
}
