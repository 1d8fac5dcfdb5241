import {
  type Abi,
  type Address,
  encodeFunctionData,
  type Hex,
  hashTypedData,
  type LocalAccount,
  parseAbi,
  parseEventLogs,
  parseUnits,
  toFunctionSelector,
  zeroAddress,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Anvil, startAnvil } from './anvil.ts';
import { devClients, devTestClient } from './clients.ts';
import { compiledContract } from './compile.ts';
import { deployContract, deployOwnedWallet } from './deploy.ts';
import { DEV_NFT_DEPLOYER, DEV_TREASURY, devAccount } from './dev-keys.ts';
import { COLONY_AVATAR_ABI, COLONY_MARKET_ABI } from './nft-abi.ts';
import {
  approveMarketForAvatars,
  approveMarketForPayments,
  devNftContracts,
  mintAvatar,
  type NftContracts,
  send,
  signCollectionOffer,
  signListing,
  signOffer,
} from './nft-actions.ts';
import { deployDevNftContracts } from './nft-contracts.ts';
import {
  type CollectionOffer,
  type Listing,
  listingTypedData,
  marketDomain,
  type Offer,
  ORDER_KIND,
  ORDER_STATUS,
} from './nft-typed-data.ts';
import { type Revert, revertOf } from './revert-of.ts';
import { DEV_LOOK_ALIKE_USDT, DEV_TOKENS, mintTestToken, tokenBalance } from './tokens.ts';

const seller = devAccount(1);
const buyer = devAccount(2);
const third = devAccount(3);
const USDT = DEV_TOKENS.USDT.address;
const USDC = DEV_TOKENS.USDC.address;
const PRICE = parseUnits('100', 18);
/** 2.5% of {@link PRICE}: the dev royalty. */
const ROYALTY = parseUnits('2.5', 18);

describe('the market on a local chain', () => {
  let anvil: Anvil;
  let contracts: NftContracts;
  let market: Address;
  let avatar: Address;
  /** The market's functions with every error a call through it can end in. */
  let callAbi: Abi;
  let snapshot: Hex;
  let salt = 0n;

  const client = () => devClients(anvil.rpcUrl).publicClient;
  const now = async () => (await client().getBlock()).timestamp;
  const readMarket = (functionName: string, args: readonly unknown[] = []) =>
    client().readContract({ address: market, abi: COLONY_MARKET_ABI as Abi, functionName, args });
  const ownerOf = (tokenId: bigint) =>
    client().readContract({
      address: avatar,
      abi: COLONY_AVATAR_ABI,
      functionName: 'ownerOf',
      args: [tokenId],
    });
  const counterOf = async (account: Address) => (await readMarket('counterOf', [account])) as bigint;
  const balances = (currency: Address, accounts: Address[]) =>
    Promise.all(accounts.map((account) => tokenBalance(anvil.rpcUrl, currency, account)));

  const listingOf = async (overrides: Partial<Listing> = {}): Promise<Listing> => ({
    seller: seller.address,
    token: avatar,
    tokenId: 1n,
    currency: USDT,
    price: PRICE,
    expiry: (await now()) + 3600n,
    salt: ++salt,
    counter: await counterOf(overrides.seller ?? seller.address),
    ...overrides,
  });
  const offerOf = async (overrides: Partial<Offer> = {}): Promise<Offer> => ({
    buyer: buyer.address,
    token: avatar,
    tokenId: 1n,
    currency: USDT,
    price: PRICE,
    expiry: (await now()) + 3600n,
    salt: ++salt,
    counter: await counterOf(overrides.buyer ?? buyer.address),
    ...overrides,
  });
  const collectionOfferOf = async (overrides: Partial<CollectionOffer> = {}): Promise<CollectionOffer> => ({
    buyer: buyer.address,
    token: avatar,
    collection: 1,
    currency: USDT,
    price: PRICE,
    expiry: (await now()) + 3600n,
    salt: ++salt,
    counter: await counterOf(overrides.buyer ?? buyer.address),
    ...overrides,
  });

  const call = (from: LocalAccount, functionName: string, args: readonly unknown[], address = market) =>
    send(anvil.rpcUrl, from, { address, abi: COLONY_MARKET_ABI as Abi, functionName, args });
  const revert = (
    from: LocalAccount,
    functionName: string,
    args: readonly unknown[],
    address = market,
  ): Promise<Revert | undefined> =>
    revertOf(anvil.rpcUrl, from, { address, abi: callAbi, functionName, args });
  const filledEvent = (logs: Parameters<typeof parseEventLogs>[0]['logs']) =>
    parseEventLogs({ abi: COLONY_MARKET_ABI, logs, eventName: 'OrderFilled' })[0]?.args;

  beforeAll(async () => {
    anvil = await startAnvil();
    const { deployDevTokens } = await import('./tokens.ts');
    await deployDevTokens(anvil.rpcUrl);
    await deployDevNftContracts(anvil.rpcUrl);
    contracts = devNftContracts(anvil.rpcUrl);
    ({ market, avatar } = contracts);
    const tokenErrors = (await compiledContract('ReentrantToken')).abi.filter(
      (entry) => entry.type === 'error',
    );
    callAbi = [
      ...COLONY_MARKET_ABI,
      ...COLONY_AVATAR_ABI.filter((entry) => entry.type === 'error'),
      ...tokenErrors,
    ] as Abi;
    // The seller holds avatars 1-3 of collection 1 and 4 of collection 15, the third account 5.
    for (const [tokenId, collection] of [
      [1n, 1],
      [2n, 1],
      [3n, 1],
      [4n, 15],
    ] as const) {
      await mintAvatar(contracts, seller, tokenId, collection);
    }
    await mintAvatar(contracts, third, 5n, 1);
    for (const account of [seller, buyer, third]) {
      await approveMarketForAvatars(contracts, account);
      await approveMarketForPayments(contracts, account, USDT);
      await approveMarketForPayments(contracts, account, USDC);
    }
  }, 180_000);
  afterAll(async () => {
    await anvil?.stop();
  });
  beforeEach(async () => {
    snapshot = await devTestClient(anvil.rpcUrl).snapshot();
  });
  afterEach(async () => {
    await devTestClient(anvil.rpcUrl).revert({ id: snapshot });
  });

  describe('listings', () => {
    it('fills one in a transaction: the buyer pays, the treasury gets the royalty, the seller the rest, the buyer the token', async () => {
      const listing = await listingOf();
      const signature = await signListing(contracts, seller, listing);
      const orderHash = hashTypedData(listingTypedData(marketDomain(56, market), listing));
      expect(await readMarket('hashListing', [listing])).toBe(orderHash);
      const before = await balances(USDT, [buyer.address, seller.address, DEV_TREASURY.address]);

      const receipt = await call(buyer, 'fillListing', [listing, signature]);

      expect(await ownerOf(1n)).toBe(buyer.address);
      expect(await balances(USDT, [buyer.address, seller.address, DEV_TREASURY.address])).toEqual([
        (before[0] as bigint) - PRICE,
        (before[1] as bigint) + PRICE - ROYALTY,
        (before[2] as bigint) + ROYALTY,
      ]);
      expect(await readMarket('orderStatus', [orderHash])).toBe(ORDER_STATUS.filled);
      expect(filledEvent(receipt.logs)).toEqual({
        orderHash,
        kind: ORDER_KIND.listing,
        seller: seller.address,
        buyer: buyer.address,
        token: avatar,
        tokenId: 1n,
        currency: USDT,
        price: PRICE,
        royaltyReceiver: DEV_TREASURY.address,
        royalty: ROYALTY,
      });
      // The fill's event, then the token, the royalty and the seller's share.
      const erc20Transfer = parseAbi([
        'event Transfer(address indexed from, address indexed to, uint256 value)',
      ]);
      expect(receipt.logs.map((log) => log.address)).toEqual([
        market.toLowerCase(),
        avatar.toLowerCase(),
        USDT.toLowerCase(),
        USDT.toLowerCase(),
      ]);
      expect(
        receipt.logs
          .slice(1)
          .map((log) =>
            log.address === avatar.toLowerCase()
              ? parseEventLogs({ abi: COLONY_AVATAR_ABI, logs: [log], eventName: 'Transfer' })[0]?.args
              : parseEventLogs({ abi: erc20Transfer, logs: [log] })[0]?.args,
          ),
      ).toEqual([
        { from: seller.address, to: buyer.address, tokenId: 1n },
        { from: buyer.address, to: DEV_TREASURY.address, value: ROYALTY },
        { from: buyer.address, to: seller.address, value: PRICE - ROYALTY },
      ]);

      // Filled is final: neither filled again nor cancelled.
      expect(await revert(third, 'fillListing', [listing, signature])).toEqual({
        name: 'OrderAlreadyFilled',
        args: [orderHash],
      });
      expect(await revert(seller, 'cancelListing', [listing])).toEqual({
        name: 'OrderAlreadyFilled',
        args: [orderHash],
      });
    });

    it('fills one priced in USDC', async () => {
      const listing = await listingOf({ currency: USDC, tokenId: 2n, price: 7n });
      const before = await balances(USDC, [seller.address]);
      const receipt = await call(buyer, 'fillListing', [
        listing,
        await signListing(contracts, seller, listing),
      ]);
      // 2.5% of 7 base units rounds down to nothing: the seller gets all of it.
      expect(filledEvent(receipt.logs)).toMatchObject({ currency: USDC, price: 7n, royalty: 0n });
      expect(await balances(USDC, [seller.address])).toEqual([(before[0] as bigint) + 7n]);
      expect(await ownerOf(2n)).toBe(buyer.address);
    });

    it('is good until the second before its expiry', async () => {
      const test = devTestClient(anvil.rpcUrl);
      const { walletClient, publicClient } = devClients(anvil.rpcUrl, buyer);
      const fillAt = async (listing: Listing, timestamp: bigint) => {
        await test.setNextBlockTimestamp({ timestamp });
        // An explicit gas limit: sent and mined even when it reverts, at exactly that timestamp.
        const hash = await walletClient.writeContract({
          address: market,
          abi: COLONY_MARKET_ABI,
          functionName: 'fillListing',
          args: [listing, await signListing(contracts, seller, listing)],
          gas: 500_000n,
        });
        return (await publicClient.waitForTransactionReceipt({ hash })).status;
      };
      const expiry = (await now()) + 100n;
      expect(await fillAt(await listingOf({ tokenId: 1n, expiry }), expiry - 1n)).toBe('success');
      const late = await listingOf({ tokenId: 2n, expiry: expiry + 10n });
      expect(await fillAt(late, expiry + 10n)).toBe('reverted');
      expect(await ownerOf(2n)).toBe(seller.address);
      expect(await revert(buyer, 'fillListing', [late, await signListing(contracts, seller, late)])).toEqual({
        name: 'OrderExpired',
        args: [late.expiry],
      });
    });

    it("is filled only with its seller's signature of exactly its terms, for this market on this chain", async () => {
      const listing = await listingOf();
      const signature = await signListing(contracts, seller, listing);
      const invalid = { name: 'InvalidSignature', args: [seller.address] };
      // Someone else signs a listing of the seller's avatar.
      expect(
        await revert(buyer, 'fillListing', [listing, await signListing(contracts, third, listing)]),
      ).toEqual(invalid);
      // The buyer changes the terms the seller signed.
      for (const altered of [
        { price: PRICE - 1n },
        { tokenId: 2n },
        { currency: USDC },
        { expiry: listing.expiry + 1n },
        { salt: listing.salt + 1n },
      ]) {
        expect(await revert(buyer, 'fillListing', [{ ...listing, ...altered }, signature])).toEqual(invalid);
      }
      const otherChain = await seller.signTypedData(listingTypedData(marketDomain(1, market), listing));
      const otherMarket = await seller.signTypedData(listingTypedData(marketDomain(56, avatar), listing));
      for (const wrong of [otherChain, otherMarket]) {
        expect(await revert(buyer, 'fillListing', [listing, wrong])).toEqual(invalid);
      }
      expect(await revert(buyer, 'fillListing', [listing, '0x'])).toEqual(invalid);
      expect(await revert(buyer, 'fillListing', [listing, signature])).toBeUndefined();
    });

    it('is cancelled by its seller only, once, and then never fills', async () => {
      const listing = await listingOf();
      const signature = await signListing(contracts, seller, listing);
      const orderHash = (await readMarket('hashListing', [listing])) as Hex;
      expect(await revert(buyer, 'cancelListing', [listing])).toEqual({
        name: 'NotOrderMaker',
        args: [seller.address, buyer.address],
      });
      const receipt = await call(seller, 'cancelListing', [listing]);
      expect(parseEventLogs({ abi: COLONY_MARKET_ABI, logs: receipt.logs }).map((log) => log.args)).toEqual([
        { orderHash, maker: seller.address, kind: ORDER_KIND.listing },
      ]);
      expect(await readMarket('orderStatus', [orderHash])).toBe(ORDER_STATUS.cancelled);
      const cancelled = { name: 'OrderAlreadyCancelled', args: [orderHash] };
      expect(await revert(buyer, 'fillListing', [listing, signature])).toEqual(cancelled);
      expect(await revert(seller, 'cancelListing', [listing])).toEqual(cancelled);
      // Another listing of the same avatar is another order.
      const relisted = await listingOf();
      await call(buyer, 'fillListing', [relisted, await signListing(contracts, seller, relisted)]);
      expect(await ownerOf(1n)).toBe(buyer.address);
    });

    it("ends all of a maker's orders when they raise their counter, including any signed for a future counter", async () => {
      const listing = await listingOf();
      const signature = await signListing(contracts, seller, listing);
      const ahead = await listingOf({ tokenId: 2n, counter: listing.counter + 1n });
      const aheadSignature = await signListing(contracts, seller, ahead);
      const receipt = await call(seller, 'incrementCounter', []);
      const counter = await counterOf(seller.address);
      expect(counter).toBeGreaterThan(listing.counter + 1n);
      expect(parseEventLogs({ abi: COLONY_MARKET_ABI, logs: receipt.logs }).map((log) => log.args)).toEqual([
        { maker: seller.address, counter },
      ]);
      expect(await revert(buyer, 'fillListing', [listing, signature])).toEqual({
        name: 'StaleCounter',
        args: [listing.counter, counter],
      });
      expect(await revert(buyer, 'fillListing', [ahead, aheadSignature])).toEqual({
        name: 'StaleCounter',
        args: [ahead.counter, counter],
      });
      expect(await counterOf(buyer.address)).toBe(0n);
      const fresh = await listingOf();
      expect(fresh.counter).toBe(counter);
      await call(buyer, 'fillListing', [fresh, await signListing(contracts, seller, fresh)]);
      expect(await ownerOf(1n)).toBe(buyer.address);
    });

    it('moves nothing when the buyer has not approved or does not hold the price', async () => {
      const listing = await listingOf();
      const signature = await signListing(contracts, seller, listing);
      await approveMarketForPayments(contracts, buyer, USDT, PRICE - 1n);
      expect(await revert(buyer, 'fillListing', [listing, signature])).toEqual({
        name: 'Error',
        args: ['TestToken: allowance'],
      });
      await approveMarketForPayments(contracts, buyer, USDT);

      const poor = privateKeyToAccount('0x0000000000000000000000000000000000000000000000000000000000c0ffee');
      await devTestClient(anvil.rpcUrl).setBalance({ address: poor.address, value: parseUnits('1', 18) });
      await approveMarketForPayments(contracts, poor, USDT);
      await mintTestToken({ rpcUrl: anvil.rpcUrl, token: USDT, to: poor.address, amount: PRICE - 1n });
      expect(await revert(poor, 'fillListing', [listing, signature])).toEqual({
        name: 'Error',
        args: ['TestToken: balance'],
      });
      expect(await ownerOf(1n)).toBe(seller.address);
      expect(await readMarket('orderStatus', [await readMarket('hashListing', [listing])])).toBe(
        ORDER_STATUS.open,
      );
    });

    it('moves nothing when the seller no longer holds the avatar or no longer lets the market move it', async () => {
      const listing = await listingOf();
      const signature = await signListing(contracts, seller, listing);
      await send(anvil.rpcUrl, seller, {
        address: avatar,
        abi: COLONY_AVATAR_ABI,
        functionName: 'setApprovalForAll',
        args: [market, false],
      });
      expect(await revert(buyer, 'fillListing', [listing, signature])).toEqual({
        name: 'ERC721InsufficientApproval',
        args: [market, 1n],
      });
      await approveMarketForAvatars(contracts, seller);
      await send(anvil.rpcUrl, seller, {
        address: avatar,
        abi: COLONY_AVATAR_ABI,
        functionName: 'transferFrom',
        args: [seller.address, third.address, 1n],
      });
      expect(await revert(buyer, 'fillListing', [listing, signature])).toEqual({
        name: 'ERC721IncorrectOwner',
        args: [seller.address, 1n, third.address],
      });
    });

    it('refuses another currency, another token contract, a zero price and a seller buying from themself', async () => {
      const cases: [Partial<Listing>, Revert, LocalAccount][] = [
        [
          { currency: DEV_LOOK_ALIKE_USDT.address },
          { name: 'CurrencyNotAccepted', args: [DEV_LOOK_ALIKE_USDT.address] },
          buyer,
        ],
        [{ token: USDT }, { name: 'TokenNotTraded', args: [USDT] }, buyer],
        [{ price: 0n }, { name: 'ZeroPrice', args: [] }, buyer],
        [{}, { name: 'SelfTrade', args: [seller.address] }, seller],
      ];
      for (const [overrides, expected, from] of cases) {
        const listing = await listingOf(overrides);
        expect(
          await revert(from, 'fillListing', [listing, await signListing(contracts, seller, listing)]),
        ).toEqual(expected);
      }
    });

    it('refuses a sale whose royalty would be more than its price', async () => {
      // A market of a token claiming such a royalty; the avatar token's is capped at 10%.
      const greedy = await deployContract({
        rpcUrl: anvil.rpcUrl,
        name: 'OverRoyaltyToken',
        account: seller,
      });
      const greedyMarket = await deployContract({
        rpcUrl: anvil.rpcUrl,
        name: 'ColonyMarket',
        args: [greedy, USDT, USDC],
        account: third,
      });
      const greedyContracts = { ...contracts, avatar: greedy, market: greedyMarket };
      await approveMarketForAvatars(greedyContracts, seller);
      await approveMarketForPayments(greedyContracts, buyer, USDT);
      const listing = await listingOf({ token: greedy });
      const signature = await signListing(greedyContracts, seller, listing);
      expect(await revert(buyer, 'fillListing', [listing, signature], greedyMarket)).toEqual({
        name: 'RoyaltyAbovePrice',
        args: [PRICE + 1n, PRICE],
      });
    });

    it('fills the listing of a contract wallet that signs with EIP-1271', async () => {
      const wallet = await deployOwnedWallet(anvil.rpcUrl, third.address, third);
      await send(anvil.rpcUrl, seller, {
        address: avatar,
        abi: COLONY_AVATAR_ABI,
        functionName: 'transferFrom',
        args: [seller.address, wallet, 3n],
      });
      const { abi: walletAbi } = await compiledContract('OwnedWallet');
      await send(anvil.rpcUrl, third, {
        address: wallet,
        abi: walletAbi,
        functionName: 'execute',
        args: [
          avatar,
          0n,
          encodeFunctionData({
            abi: COLONY_AVATAR_ABI,
            functionName: 'setApprovalForAll',
            args: [market, true],
          }),
        ],
      });
      // The wallet's owner key signs for the wallet.
      const listing = await listingOf({ seller: wallet, tokenId: 3n });
      const signature = await signListing(contracts, third, listing);
      const before = await tokenBalance(anvil.rpcUrl, USDT, wallet);
      await call(buyer, 'fillListing', [listing, signature]);
      expect(await ownerOf(3n)).toBe(buyer.address);
      expect(await tokenBalance(anvil.rpcUrl, USDT, wallet)).toBe(before + PRICE - ROYALTY);
    });

    it('lets the treasury buy, keeping its own royalty', async () => {
      const treasury = privateKeyToAccount(DEV_TREASURY.privateKey);
      await devTestClient(anvil.rpcUrl).setBalance({ address: treasury.address, value: parseUnits('1', 18) });
      await mintTestToken({ rpcUrl: anvil.rpcUrl, token: USDT, to: treasury.address, amount: PRICE });
      await approveMarketForPayments(contracts, treasury, USDT);
      const listing = await listingOf();
      const sellerBefore = await tokenBalance(anvil.rpcUrl, USDT, seller.address);
      await call(treasury, 'fillListing', [listing, await signListing(contracts, seller, listing)]);
      expect(await tokenBalance(anvil.rpcUrl, USDT, treasury.address)).toBe(ROYALTY);
      expect(await tokenBalance(anvil.rpcUrl, USDT, seller.address)).toBe(sellerBefore + PRICE - ROYALTY);
    });
  });

  describe('offers', () => {
    it("are accepted by the avatar's holder: the bidder pays and receives it", async () => {
      const offer = await offerOf({ tokenId: 4n, currency: USDC });
      const signature = await signOffer(contracts, buyer, offer);
      const orderHash = (await readMarket('hashOffer', [offer])) as Hex;
      const before = await balances(USDC, [buyer.address, seller.address, DEV_TREASURY.address]);
      const receipt = await call(seller, 'acceptOffer', [offer, signature]);
      expect(await ownerOf(4n)).toBe(buyer.address);
      expect(await balances(USDC, [buyer.address, seller.address, DEV_TREASURY.address])).toEqual([
        (before[0] as bigint) - PRICE,
        (before[1] as bigint) + PRICE - ROYALTY,
        (before[2] as bigint) + ROYALTY,
      ]);
      expect(filledEvent(receipt.logs)).toMatchObject({
        orderHash,
        kind: ORDER_KIND.offer,
        seller: seller.address,
        buyer: buyer.address,
        tokenId: 4n,
      });
      expect(await revert(buyer, 'acceptOffer', [offer, signature])).toEqual({
        name: 'OrderAlreadyFilled',
        args: [orderHash],
      });
    });

    it('refuses a holder that is not the sender, an unapproved avatar, a bidder who cannot pay, and bad signatures', async () => {
      const offer = await offerOf();
      const signature = await signOffer(contracts, buyer, offer);
      expect(await revert(third, 'acceptOffer', [offer, signature])).toEqual({
        name: 'ERC721IncorrectOwner',
        args: [third.address, 1n, seller.address],
      });
      expect(await revert(seller, 'acceptOffer', [offer, await signOffer(contracts, third, offer)])).toEqual({
        name: 'InvalidSignature',
        args: [buyer.address],
      });
      expect(await revert(seller, 'acceptOffer', [{ ...offer, price: PRICE + 1n }, signature])).toEqual({
        name: 'InvalidSignature',
        args: [buyer.address],
      });
      await approveMarketForPayments(contracts, buyer, USDT, 0n);
      expect(await revert(seller, 'acceptOffer', [offer, signature])).toEqual({
        name: 'Error',
        args: ['TestToken: allowance'],
      });
      await approveMarketForPayments(contracts, buyer, USDT);
      await send(anvil.rpcUrl, seller, {
        address: avatar,
        abi: COLONY_AVATAR_ABI,
        functionName: 'setApprovalForAll',
        args: [market, false],
      });
      expect(await revert(seller, 'acceptOffer', [offer, signature])).toEqual({
        name: 'ERC721InsufficientApproval',
        args: [market, 1n],
      });
      const expired = await offerOf({ expiry: await now() });
      expect(
        await revert(seller, 'acceptOffer', [expired, await signOffer(contracts, buyer, expired)]),
      ).toEqual({
        name: 'OrderExpired',
        args: [expired.expiry],
      });
    });

    it('end when the bidder cancels one or raises their counter', async () => {
      const offer = await offerOf();
      const signature = await signOffer(contracts, buyer, offer);
      const orderHash = (await readMarket('hashOffer', [offer])) as Hex;
      expect(await revert(seller, 'cancelOffer', [offer])).toEqual({
        name: 'NotOrderMaker',
        args: [buyer.address, seller.address],
      });
      const receipt = await call(buyer, 'cancelOffer', [offer]);
      expect(parseEventLogs({ abi: COLONY_MARKET_ABI, logs: receipt.logs }).map((log) => log.args)).toEqual([
        { orderHash, maker: buyer.address, kind: ORDER_KIND.offer },
      ]);
      expect(await revert(seller, 'acceptOffer', [offer, signature])).toEqual({
        name: 'OrderAlreadyCancelled',
        args: [orderHash],
      });

      const second = await offerOf({ tokenId: 2n });
      const secondSignature = await signOffer(contracts, buyer, second);
      await call(buyer, 'incrementCounter', []);
      expect((await revert(seller, 'acceptOffer', [second, secondSignature]))?.name).toBe('StaleCounter');
    });
  });

  describe('collection offers', () => {
    it('are accepted once, by a holder of any avatar of the collection', async () => {
      const offer = await collectionOfferOf({ collection: 1 });
      const signature = await signCollectionOffer(contracts, buyer, offer);
      const orderHash = (await readMarket('hashCollectionOffer', [offer])) as Hex;
      // Avatar 4 is of collection 15; 404 was never minted.
      expect(await revert(seller, 'acceptCollectionOffer', [offer, signature, 4n])).toEqual({
        name: 'NotInCollection',
        args: [4n, 1],
      });
      expect(await revert(seller, 'acceptCollectionOffer', [offer, signature, 404n])).toEqual({
        name: 'ERC721NonexistentToken',
        args: [404n],
      });
      // A holder of one of the collection cannot sell an avatar held by someone else.
      expect(await revert(seller, 'acceptCollectionOffer', [offer, signature, 5n])).toEqual({
        name: 'ERC721IncorrectOwner',
        args: [seller.address, 5n, third.address],
      });

      const receipt = await call(third, 'acceptCollectionOffer', [offer, signature, 5n]);
      expect(await ownerOf(5n)).toBe(buyer.address);
      expect(filledEvent(receipt.logs)).toMatchObject({
        orderHash,
        kind: ORDER_KIND.collectionOffer,
        seller: third.address,
        buyer: buyer.address,
        tokenId: 5n,
        royalty: ROYALTY,
      });
      expect(await revert(seller, 'acceptCollectionOffer', [offer, signature, 2n])).toEqual({
        name: 'OrderAlreadyFilled',
        args: [orderHash],
      });
    });

    it('are cancelled by their bidder only', async () => {
      const offer = await collectionOfferOf({ collection: 15 });
      const signature = await signCollectionOffer(contracts, buyer, offer);
      expect((await revert(seller, 'cancelCollectionOffer', [offer]))?.name).toBe('NotOrderMaker');
      await call(buyer, 'cancelCollectionOffer', [offer]);
      expect((await revert(seller, 'acceptCollectionOffer', [offer, signature, 4n]))?.name).toBe(
        'OrderAlreadyCancelled',
      );
      expect(await ownerOf(4n)).toBe(seller.address);
    });
  });

  describe('hostile currencies', () => {
    let hostileMarket: Address;
    let reentrant: Address;
    let feeToken: Address;
    let tokenAbi: Abi;

    beforeEach(async () => {
      reentrant = await deployContract({ rpcUrl: anvil.rpcUrl, name: 'ReentrantToken', account: third });
      feeToken = await deployContract({ rpcUrl: anvil.rpcUrl, name: 'FeeOnTransferToken', account: third });
      // A market whose two currencies are these tokens, so that it accepts them.
      hostileMarket = await deployContract({
        rpcUrl: anvil.rpcUrl,
        name: 'ColonyMarket',
        args: [avatar, reentrant, feeToken],
        account: third,
      });
      tokenAbi = (await compiledContract('ReentrantToken')).abi;
      for (const token of [reentrant, feeToken]) {
        await send(anvil.rpcUrl, third, {
          address: token,
          abi: tokenAbi,
          functionName: 'mint',
          args: [buyer.address, PRICE * 10n],
        });
        await send(anvil.rpcUrl, buyer, {
          address: token,
          abi: tokenAbi,
          functionName: 'approve',
          args: [hostileMarket, PRICE * 10n],
        });
      }
      await send(anvil.rpcUrl, seller, {
        address: avatar,
        abi: COLONY_AVATAR_ABI,
        functionName: 'setApprovalForAll',
        args: [hostileMarket, true],
      });
    });

    const hostileListing = async (currency: Address, tokenId: bigint) => {
      const listing = await listingOf({ currency, tokenId });
      const hostile = { ...contracts, market: hostileMarket };
      return { listing, signature: await signListing(hostile, seller, listing) };
    };
    const arm = (data: Hex, bubble: boolean) =>
      send(anvil.rpcUrl, third, {
        address: reentrant,
        abi: tokenAbi,
        functionName: 'arm',
        args: [hostileMarket, data, bubble],
      });
    const readToken = (functionName: string) =>
      client().readContract({ address: reentrant, abi: tokenAbi, functionName });

    it('cannot re-enter the market in the middle of a fill: the same listing is not filled twice', async () => {
      const { listing, signature } = await hostileListing(reentrant, 1n);
      const again = encodeFunctionData({
        abi: COLONY_MARKET_ABI,
        functionName: 'fillListing',
        args: [listing, signature],
      });
      await arm(again, true);
      expect(await revert(buyer, 'fillListing', [listing, signature], hostileMarket)).toEqual({
        name: 'ReentrancyGuardReentrantCall',
        args: [],
      });
      expect(await ownerOf(1n)).toBe(seller.address);
    });

    it('cannot re-enter even when it swallows the refusal: the fill completes once and the inner call did nothing', async () => {
      const { listing, signature } = await hostileListing(reentrant, 2n);
      const other = await hostileListing(reentrant, 3n);
      const inner = encodeFunctionData({
        abi: COLONY_MARKET_ABI,
        functionName: 'fillListing',
        args: [other.listing, other.signature],
      });
      await arm(inner, false);
      const sellerBefore = await tokenBalance(anvil.rpcUrl, reentrant, seller.address);
      await call(buyer, 'fillListing', [listing, signature], hostileMarket);
      expect(await readToken('reentered')).toBe(true);
      expect(await readToken('lastRevert')).toBe(toFunctionSelector('ReentrancyGuardReentrantCall()'));
      expect(await ownerOf(2n)).toBe(buyer.address);
      expect(await ownerOf(3n)).toBe(seller.address);
      expect(await tokenBalance(anvil.rpcUrl, reentrant, seller.address)).toBe(
        sellerBefore + PRICE - ROYALTY,
      );
      const otherHash = await client().readContract({
        address: hostileMarket,
        abi: COLONY_MARKET_ABI,
        functionName: 'hashListing',
        args: [other.listing],
      });
      expect(
        await client().readContract({
          address: hostileMarket,
          abi: COLONY_MARKET_ABI,
          functionName: 'orderStatus',
          args: [otherHash],
        }),
      ).toBe(ORDER_STATUS.open);
    });

    it('refuses a currency that delivers less than the price (a fee on transfer), moving nothing', async () => {
      const { listing, signature } = await hostileListing(feeToken, 1n);
      // The royalty is paid first: 1% of it is lost on the way.
      expect(await revert(buyer, 'fillListing', [listing, signature], hostileMarket)).toEqual({
        name: 'FeeOnTransferNotSupported',
        args: [feeToken, ROYALTY, ROYALTY - ROYALTY / 100n],
      });
      expect(await ownerOf(1n)).toBe(seller.address);
      expect(await tokenBalance(anvil.rpcUrl, feeToken, buyer.address)).toBe(PRICE * 10n);
    });
  });

  it('is deployed with no owner, trading the avatar token in USDT and USDC only', async () => {
    expect(await readMarket('avatars')).toBe(avatar);
    expect(await readMarket('usdt')).toBe(USDT);
    expect(await readMarket('usdc')).toBe(USDC);
    const names = COLONY_MARKET_ABI.filter((entry) => entry.type === 'function').map((entry) => entry.name);
    expect(names).not.toContain('owner');
    const deploy = (args: readonly unknown[]) =>
      deployContract({ rpcUrl: anvil.rpcUrl, name: 'ColonyMarket', args, account: third });
    // Not an ERC-721 with royalties, no code, or one currency twice.
    await expect(deploy([USDT, USDT, USDC])).rejects.toThrow();
    await expect(deploy([zeroAddress, USDT, USDC])).rejects.toThrow(
      new RegExp(toFunctionSelector('InvalidAvatarContract(address)')),
    );
    await expect(deploy([avatar, USDT, USDT])).rejects.toThrow(
      new RegExp(toFunctionSelector('InvalidCurrencies(address,address)')),
    );
    expect(DEV_NFT_DEPLOYER.address).not.toBe(third.address);
  });
});
