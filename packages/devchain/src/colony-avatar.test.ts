import {
  type Abi,
  type Address,
  encodeFunctionData,
  getContractAddress,
  hashTypedData,
  maxUint256,
  parseEventLogs,
  toFunctionSelector,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Anvil, startAnvil } from './anvil.ts';
import { devClients, devTestClient } from './clients.ts';
import { compiledContract } from './compile.ts';
import { deployContract, deployOwnedWallet } from './deploy.ts';
import { DEV_ACCOUNTS, DEV_NFT_DEPLOYER, DEV_NFT_MINTER, DEV_TREASURY, devAccount } from './dev-keys.ts';
import { COLONY_AVATAR_ABI, COLONY_MARKET_ABI } from './nft-abi.ts';
import { devNftContracts, mintAvatar, type NftContracts, send, signMintVoucher } from './nft-actions.ts';
import {
  DEV_AVATAR_BASE_URI,
  DEV_AVATAR_TOKEN,
  DEV_NFT_MARKET,
  DEV_ROYALTY_BPS,
  deployDevNftContracts,
  devNftServerEnv,
} from './nft-contracts.ts';
import { avatarDomain, type MintVoucher, mintVoucherTypedData } from './nft-typed-data.ts';
import { revertOf } from './revert-of.ts';
import { deployDevTokens } from './tokens.ts';

const member = devAccount(1);
const other = devAccount(2);
const owner = privateKeyToAccount(DEV_NFT_DEPLOYER.privateKey);
const avatar = DEV_AVATAR_TOKEN.address;
const abi = COLONY_AVATAR_ABI as Abi;

describe('avatar token addresses', () => {
  it("are the NFT deployer's first two contract addresses", () => {
    expect(getContractAddress({ from: DEV_NFT_DEPLOYER.address, nonce: 0n })).toBe(DEV_AVATAR_TOKEN.address);
    expect(getContractAddress({ from: DEV_NFT_DEPLOYER.address, nonce: 1n })).toBe(DEV_NFT_MARKET.address);
    expect(privateKeyToAccount(DEV_NFT_MINTER.privateKey).address).toBe(DEV_NFT_MINTER.address);
    expect(owner.address).toBe(DEV_NFT_DEPLOYER.address);
    expect(devNftServerEnv()).toEqual({
      AVATAR_TOKEN_ADDRESS_56: DEV_AVATAR_TOKEN.address,
      NFT_MARKET_ADDRESS_56: DEV_NFT_MARKET.address,
      NFT_MINTER_KEY: DEV_NFT_MINTER.privateKey,
      AVATAR_TOKEN_START_BLOCK_56: '0',
    });
  });
});

describe('nft-abi.ts', () => {
  it('holds the ABIs of the compiled contracts (run `npm run nft:abi -w @colony/devchain` after a change)', async () => {
    expect(COLONY_AVATAR_ABI).toEqual((await compiledContract('ColonyAvatar')).abi);
    expect(COLONY_MARKET_ABI).toEqual((await compiledContract('ColonyMarket')).abi);
  }, 120_000);
});

describe('the avatar token on a local chain', () => {
  let anvil: Anvil;
  let contracts: NftContracts;
  let snapshot: `0x${string}`;
  const client = () => devClients(anvil.rpcUrl).publicClient;
  const read = (functionName: string, args: readonly unknown[] = []) =>
    client().readContract({ address: avatar, abi, functionName, args });
  const now = async () => (await client().getBlock()).timestamp;
  const voucherFor = async (tokenId: bigint, holder: Address, collection = 1): Promise<MintVoucher> => ({
    tokenId,
    collection,
    holder,
    expiry: (await now()) + 600n,
  });
  const mintRevert = (from: typeof member, voucher: MintVoucher, signature: `0x${string}`) =>
    revertOf(anvil.rpcUrl, from, { address: avatar, abi, functionName: 'mint', args: [voucher, signature] });

  beforeAll(async () => {
    anvil = await startAnvil();
    await deployDevTokens(anvil.rpcUrl);
    await deployDevNftContracts(anvil.rpcUrl);
    contracts = devNftContracts(anvil.rpcUrl);
  }, 120_000);
  afterAll(async () => {
    await anvil?.stop();
  });
  beforeEach(async () => {
    snapshot = await devTestClient(anvil.rpcUrl).snapshot();
  });
  afterEach(async () => {
    await devTestClient(anvil.rpcUrl).revert({ id: snapshot });
  });

  it('is deployed at its fixed address with its name, owner, minter, royalty and interfaces, once', async () => {
    expect(await read('name')).toBe('Colony Avatar');
    expect(await read('symbol')).toBe('AVATAR');
    expect(await read('owner')).toBe(DEV_NFT_DEPLOYER.address);
    expect(await read('minter')).toBe(DEV_NFT_MINTER.address);
    expect(await read('royaltyInfo', [7n, 10_000n])).toEqual([DEV_TREASURY.address, BigInt(DEV_ROYALTY_BPS)]);
    // ERC-165, ERC-721, its metadata extension, ERC-2981 and EIP-4906; nothing else claimed.
    for (const id of ['0x01ffc9a7', '0x80ac58cd', '0x5b5e139f', '0x2a55205a', '0x49064906']) {
      expect(await read('supportsInterface', [id]), id).toBe(true);
    }
    expect(await read('supportsInterface', ['0x780e9d63'])).toBe(false);
    const [, name, version, chainId, verifyingContract] = (await read('eip712Domain')) as readonly unknown[];
    expect({ name, version, chainId, verifyingContract }).toEqual({
      ...avatarDomain(56, avatar, 'Colony Avatar'),
      chainId: 56n,
    });

    const nonce = await client().getTransactionCount({ address: DEV_NFT_DEPLOYER.address });
    await deployDevNftContracts(anvil.rpcUrl);
    expect(await client().getTransactionCount({ address: DEV_NFT_DEPLOYER.address })).toBe(nonce);
  });

  it("mints a voucher's avatar to the holder who sends it, at the avatar's id, with its collection and metadata URI", async () => {
    const voucher = await voucherFor(4242n, member.address, 15);
    const signature = await signMintVoucher(contracts, voucher);
    expect(await read('hashVoucher', [voucher])).toBe(
      hashTypedData(mintVoucherTypedData(avatarDomain(56, avatar, 'Colony Avatar'), voucher)),
    );
    const receipt = await send(anvil.rpcUrl, member, {
      address: avatar,
      abi: COLONY_AVATAR_ABI,
      functionName: 'mint',
      args: [voucher, signature],
    });
    const events = parseEventLogs({ abi: COLONY_AVATAR_ABI, logs: receipt.logs });
    expect(events.map((event) => event.eventName)).toEqual(['Transfer', 'AvatarMinted']);
    expect(events[0]?.args).toEqual({
      from: '0x0000000000000000000000000000000000000000',
      to: member.address,
      tokenId: 4242n,
    });
    expect(events[1]?.args).toEqual({ tokenId: 4242n, collection: 15, holder: member.address });
    expect(await read('ownerOf', [4242n])).toBe(member.address);
    expect(await read('balanceOf', [member.address])).toBe(1n);
    expect(await read('collectionOf', [4242n])).toBe(15);
    expect(await read('tokenURI', [4242n])).toBe(`${DEV_AVATAR_BASE_URI}4242`);
  });

  it('mints to a contract wallet that sends its own voucher', async () => {
    const wallet = await deployOwnedWallet(anvil.rpcUrl, member.address, member);
    const voucher = await voucherFor(77n, wallet);
    const data = encodeFunctionData({
      abi: COLONY_AVATAR_ABI,
      functionName: 'mint',
      args: [voucher, await signMintVoucher(contracts, voucher)],
    });
    const { abi: walletAbi } = await compiledContract('OwnedWallet');
    await send(anvil.rpcUrl, member, {
      address: wallet,
      abi: walletAbi,
      functionName: 'execute',
      args: [avatar, 0n, data],
    });
    expect(await read('ownerOf', [77n])).toBe(wallet);
  });

  it('refuses an expired voucher, another wallet, another signer, an altered voucher and another domain', async () => {
    const voucher = await voucherFor(5n, member.address);
    const signature = await signMintVoucher(contracts, voucher);

    const expired = { ...voucher, expiry: await now() };
    expect(await mintRevert(member, expired, await signMintVoucher(contracts, expired))).toEqual({
      name: 'VoucherExpired',
      args: [expired.expiry],
    });
    expect(await mintRevert(other, voucher, signature)).toEqual({
      name: 'NotVoucherHolder',
      args: [member.address, other.address],
    });
    const forged = await signMintVoucher(contracts, voucher, DEV_TREASURY.privateKey);
    expect(await mintRevert(member, voucher, forged)).toEqual({
      name: 'VoucherNotSignedByMinter',
      args: [DEV_TREASURY.address],
    });
    for (const altered of [
      { ...voucher, tokenId: 6n },
      { ...voucher, collection: 16 },
      { ...voucher, expiry: voucher.expiry + 1n },
    ]) {
      expect((await mintRevert(member, altered, signature))?.name).toBe('VoucherNotSignedByMinter');
    }
    const otherChain = await privateKeyToAccount(DEV_NFT_MINTER.privateKey).signTypedData(
      mintVoucherTypedData(avatarDomain(1, avatar, 'Colony Avatar'), voucher),
    );
    expect((await mintRevert(member, voucher, otherChain))?.name).toBe('VoucherNotSignedByMinter');
    expect(await mintRevert(member, voucher, '0x1234')).toEqual({
      name: 'ECDSAInvalidSignatureLength',
      args: [2n],
    });
    // The genuine voucher still mints.
    expect(await mintRevert(member, voucher, signature)).toBeUndefined();
  });

  it('mints an id once: the same voucher again, or a fresh one for anyone, is refused', async () => {
    const voucher = await voucherFor(9n, member.address);
    const signature = await signMintVoucher(contracts, voucher);
    await send(anvil.rpcUrl, member, {
      address: avatar,
      abi: COLONY_AVATAR_ABI,
      functionName: 'mint',
      args: [voucher, signature],
    });
    expect(await mintRevert(member, voucher, signature)).toEqual({ name: 'AlreadyMinted', args: [9n] });
    const fresh = await voucherFor(9n, other.address, 16);
    expect(await mintRevert(other, fresh, await signMintVoucher(contracts, fresh))).toEqual({
      name: 'AlreadyMinted',
      args: [9n],
    });
    // Even after the holder gives it away, the id exists and the collection is as first attested.
    await send(anvil.rpcUrl, member, {
      address: avatar,
      abi: COLONY_AVATAR_ABI,
      functionName: 'transferFrom',
      args: [member.address, other.address, 9n],
    });
    expect(await mintRevert(other, fresh, await signMintVoucher(contracts, fresh))).toEqual({
      name: 'AlreadyMinted',
      args: [9n],
    });
    expect(await read('collectionOf', [9n])).toBe(1);
  });

  it('answers nothing about an id not minted', async () => {
    for (const functionName of ['ownerOf', 'tokenURI', 'collectionOf']) {
      expect(
        await revertOf(anvil.rpcUrl, member, { address: avatar, abi, functionName, args: [404n] }),
      ).toEqual({
        name: 'ERC721NonexistentToken',
        args: [404n],
      });
    }
  });

  it('lets only the owner rotate the minter; the old key stops minting at once, address(0) stops all minting', async () => {
    const newMinter = devAccount(7);
    const setMinter = (from: typeof owner, minter: Address) =>
      send(anvil.rpcUrl, from, {
        address: avatar,
        abi: COLONY_AVATAR_ABI,
        functionName: 'setMinter',
        args: [minter],
      });
    for (const stranger of [member, privateKeyToAccount(DEV_NFT_MINTER.privateKey)]) {
      expect(
        await revertOf(anvil.rpcUrl, stranger, {
          address: avatar,
          abi,
          functionName: 'setMinter',
          args: [stranger.address],
        }),
      ).toEqual({ name: 'OwnableUnauthorizedAccount', args: [stranger.address] });
    }

    const voucher = await voucherFor(31n, member.address);
    const oldSignature = await signMintVoucher(contracts, voucher);
    const receipt = await setMinter(owner, newMinter.address);
    expect(
      parseEventLogs({ abi: COLONY_AVATAR_ABI, logs: receipt.logs, eventName: 'MinterChanged' })[0]?.args,
    ).toEqual({ previousMinter: DEV_NFT_MINTER.address, newMinter: newMinter.address });
    expect(await mintRevert(member, voucher, oldSignature)).toEqual({
      name: 'VoucherNotSignedByMinter',
      args: [DEV_NFT_MINTER.address],
    });
    const newSignature = await signMintVoucher(contracts, voucher, DEV_ACCOUNTS[7]?.privateKey);
    expect(await mintRevert(member, voucher, newSignature)).toBeUndefined();

    await setMinter(owner, '0x0000000000000000000000000000000000000000');
    expect((await mintRevert(member, voucher, newSignature))?.name).toBe('VoucherNotSignedByMinter');
  });

  it('lets the owner move the metadata and the royalty receiver, with events, never the royalty rate', async () => {
    await mintAvatar(contracts, member, 3n, 1);
    const receipt = await send(anvil.rpcUrl, owner, {
      address: avatar,
      abi: COLONY_AVATAR_ABI,
      functionName: 'setBaseURI',
      args: ['https://colony.example/api/nft/metadata/'],
    });
    const events = parseEventLogs({ abi: COLONY_AVATAR_ABI, logs: receipt.logs });
    expect(events.map((event) => [event.eventName, event.args])).toEqual([
      ['BaseURIChanged', { baseURI: 'https://colony.example/api/nft/metadata/' }],
      ['BatchMetadataUpdate', { _fromTokenId: 0n, _toTokenId: maxUint256 }],
    ]);
    expect(await read('tokenURI', [3n])).toBe('https://colony.example/api/nft/metadata/3');

    const newTreasury = devAccount(8).address;
    const moved = await send(anvil.rpcUrl, owner, {
      address: avatar,
      abi: COLONY_AVATAR_ABI,
      functionName: 'setRoyaltyReceiver',
      args: [newTreasury],
    });
    expect(
      parseEventLogs({ abi: COLONY_AVATAR_ABI, logs: moved.logs, eventName: 'RoyaltyReceiverChanged' })[0]
        ?.args,
    ).toEqual({ previousReceiver: DEV_TREASURY.address, newReceiver: newTreasury });
    expect(await read('royaltyInfo', [3n, 1_000_000n])).toEqual([newTreasury, 25_000n]);
    expect(
      await revertOf(anvil.rpcUrl, owner, {
        address: avatar,
        abi,
        functionName: 'setRoyaltyReceiver',
        args: ['0x0000000000000000000000000000000000000000'],
      }),
    ).toEqual({
      name: 'ERC2981InvalidDefaultRoyaltyReceiver',
      args: ['0x0000000000000000000000000000000000000000'],
    });
    for (const functionName of ['setBaseURI', 'setRoyaltyReceiver']) {
      const args = functionName === 'setBaseURI' ? ['x'] : [member.address];
      expect((await revertOf(anvil.rpcUrl, member, { address: avatar, abi, functionName, args }))?.name).toBe(
        'OwnableUnauthorizedAccount',
      );
    }
  });

  it('gives the owner no way to take, move or burn a member token, and no way to give up the role', async () => {
    await mintAvatar(contracts, member, 11n, 1);
    for (const [functionName, args] of [
      ['transferFrom', [member.address, owner.address, 11n]],
      ['safeTransferFrom', [member.address, owner.address, 11n]],
      ['approve', [owner.address, 11n]],
    ] as const) {
      expect(
        (await revertOf(anvil.rpcUrl, owner, { address: avatar, abi, functionName, args }))?.name,
      ).toMatch(/^ERC721(InsufficientApproval|InvalidApprover)$/);
    }
    expect(
      await revertOf(anvil.rpcUrl, owner, { address: avatar, abi, functionName: 'renounceOwnership' }),
    ).toEqual({ name: 'OwnershipCannotBeRenounced', args: [] });

    // Every function that writes, so that a new one is reviewed here before it ships.
    const writes = abi
      .filter(
        (entry) =>
          entry.type === 'function' && entry.stateMutability !== 'view' && entry.stateMutability !== 'pure',
      )
      .map((entry) => ('name' in entry ? entry.name : ''))
      .sort();
    expect(writes).toEqual([
      'acceptOwnership',
      'approve',
      'mint',
      'refreshMetadata',
      'safeTransferFrom',
      'safeTransferFrom',
      'setApprovalForAll',
      'setBaseURI',
      'setMinter',
      'setRoyaltyReceiver',
      'transferFrom',
      'transferOwnership',
    ]);

    // Handing the role on takes two steps, each an event.
    const next = devAccount(6);
    await send(anvil.rpcUrl, owner, {
      address: avatar,
      abi: COLONY_AVATAR_ABI,
      functionName: 'transferOwnership',
      args: [next.address],
    });
    expect(await read('owner')).toBe(owner.address);
    await send(anvil.rpcUrl, next, {
      address: avatar,
      abi: COLONY_AVATAR_ABI,
      functionName: 'acceptOwnership',
    });
    expect(await read('owner')).toBe(next.address);
  });

  it('lets anyone ask marketplaces to refetch metadata (EIP-4906), for one avatar or a range', async () => {
    const one = await send(anvil.rpcUrl, other, {
      address: avatar,
      abi: COLONY_AVATAR_ABI,
      functionName: 'refreshMetadata',
      args: [5n, 5n],
    });
    expect(parseEventLogs({ abi: COLONY_AVATAR_ABI, logs: one.logs }).map((event) => event.args)).toEqual([
      { _tokenId: 5n },
    ]);
    const range = await send(anvil.rpcUrl, other, {
      address: avatar,
      abi: COLONY_AVATAR_ABI,
      functionName: 'refreshMetadata',
      args: [1n, 100n],
    });
    expect(parseEventLogs({ abi: COLONY_AVATAR_ABI, logs: range.logs }).map((event) => event.args)).toEqual([
      { _fromTokenId: 1n, _toTokenId: 100n },
    ]);
    expect(
      await revertOf(anvil.rpcUrl, other, {
        address: avatar,
        abi,
        functionName: 'refreshMetadata',
        args: [2n, 1n],
      }),
    ).toEqual({ name: 'InvalidTokenRange', args: [2n, 1n] });
  });

  it('refuses a royalty above 10% at deployment', async () => {
    const deploy = (bps: number) =>
      deployContract({
        rpcUrl: anvil.rpcUrl,
        name: 'ColonyAvatar',
        args: ['A', 'A', '', DEV_NFT_MINTER.address, DEV_TREASURY.address, bps, owner.address],
        account: member,
      });
    // viem decodes no constructor error: match the error's selector and argument.
    const selector = toFunctionSelector('RoyaltyTooHigh(uint96)').slice(2);
    await expect(deploy(1001)).rejects.toThrow(new RegExp(`custom error 0x${selector}: 0{61}3e9`));
    await expect(deploy(1000)).resolves.toMatch(/^0x/);
  });
});
