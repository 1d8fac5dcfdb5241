import type { Stablecoin } from '@colony/contract/assets';
import type { AvatarKind } from '@colony/contract/avatars';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { nftCursors, nftMints } from '../../db/schema/nft.ts';
import { OUTPUT_DAY, productionAsOf } from '../avatars/production.ts';

export interface NftCursorRow {
  nextBlock: number;
  lastBlockHash: string | null;
}

const cursorKey = (chainId: number, contract: string) =>
  and(eq(nftCursors.chainId, chainId), eq(nftCursors.contract, contract));

export async function readNftCursor(
  db: Db,
  chainId: number,
  contract: string,
): Promise<NftCursorRow | undefined> {
  const [row] = await db
    .select({ nextBlock: nftCursors.nextBlock, lastBlockHash: nftCursors.lastBlockHash })
    .from(nftCursors)
    .where(cursorKey(chainId, contract));
  return row;
}

/** The contract's cursor, created at `start` when it was never read (a concurrent creator wins). */
export async function createNftCursorIfAbsent(
  db: Db,
  chainId: number,
  contract: string,
  start: NftCursorRow,
): Promise<NftCursorRow> {
  await db
    .insert(nftCursors)
    .values({ chainId, contract, ...start })
    .onConflictDoNothing();
  const cursor = await readNftCursor(db, chainId, contract);
  if (!cursor) throw new Error(`the avatar token cursor of chain ${chainId} vanished`);
  return cursor;
}

/** The cursor, held until the transaction ends so one process at a time records a batch. */
export async function lockNftCursor(
  tx: Db,
  chainId: number,
  contract: string,
): Promise<NftCursorRow | undefined> {
  const [row] = await tx
    .select({ nextBlock: nftCursors.nextBlock, lastBlockHash: nftCursors.lastBlockHash })
    .from(nftCursors)
    .where(cursorKey(chainId, contract))
    .for('update');
  return row;
}

export async function advanceNftCursor(
  tx: Db,
  chainId: number,
  contract: string,
  cursor: NftCursorRow,
): Promise<void> {
  await tx
    .update(nftCursors)
    .set({ ...cursor, updatedAt: sql`now()` })
    .where(cursorKey(chainId, contract));
}

/** One confirmed Transfer log of the avatar token. */
export interface TransferLog {
  chainId: number;
  contract: string;
  txHash: string;
  logIndex: number;
  tokenId: bigint;
  fromAddress: string;
  toAddress: string;
  blockNumber: number;
  blockHash: string;
  blockTime: Date;
}

/**
 * Records a Transfer log and applies it to the token: a mint creates it, a transfer moves it to
 * its new owner. False when this (chain, transaction, log index) was recorded before.
 */
export async function applyTransfer(tx: Db, log: TransferLog, mint: boolean): Promise<boolean> {
  const [recorded] = await rows<{ n: number }>(
    tx,
    sql`insert into nft_transfer (chain_id, tx_hash, log_index, contract, token_id, from_address,
          to_address, block_number, block_hash, block_time)
        values (${log.chainId}, ${log.txHash}, ${log.logIndex}, ${log.contract}, ${log.tokenId.toString()},
          ${log.fromAddress}, ${log.toAddress}, ${log.blockNumber}, ${log.blockHash}, ${log.blockTime.toISOString()})
        on conflict do nothing
        returning 1 as n`,
  );
  if (!recorded) return false;
  if (mint) {
    await tx.execute(
      sql`insert into nft_token (chain_id, contract, token_id, member_avatar_id, owner, minted_at,
            mint_block, mint_tx_hash, last_block)
          values (${log.chainId}, ${log.contract}, ${log.tokenId.toString()},
            (select id from member_avatar where ${log.tokenId.toString()}::numeric = id),
            ${log.toAddress}, ${log.blockTime.toISOString()}, ${log.blockNumber}, ${log.txHash}, ${log.blockNumber})
          on conflict do nothing`,
    );
  } else {
    await tx.execute(
      sql`update nft_token set owner = ${log.toAddress}, last_block = ${log.blockNumber}, updated_at = now()
          where chain_id = ${log.chainId} and contract = ${log.contract}
            and token_id = ${log.tokenId.toString()} and last_block <= ${log.blockNumber}`,
    );
  }
  return true;
}

/** An avatar the member holds in the colony: its id, its catalogue id (the token's collection) and kind. */
export async function heldAvatar(
  db: Db,
  memberId: number,
  id: number,
): Promise<{ id: number; avatarId: number; kind: AvatarKind } | undefined> {
  const [row] = await rows<{ id: string | number; avatar_id: number; kind: AvatarKind }>(
    db,
    sql`select id, avatar_id, kind from member_avatar where id = ${id} and member_id = ${memberId}`,
  );
  return row ? { id: Number(row.id), avatarId: Number(row.avatar_id), kind: row.kind } : undefined;
}

/** Whether the avatar is a token on any chain, as indexed. */
export async function isMinted(db: Db, memberAvatarId: number): Promise<boolean> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select 1 as n from nft_token where member_avatar_id = ${memberAvatarId} limit 1`,
  );
  return row !== undefined;
}

export type MintRow = typeof nftMints.$inferSelect;

/** The avatar's voucher row, if one was ever issued. */
export async function findMint(db: Db, memberAvatarId: number): Promise<MintRow | undefined> {
  const [row] = await db.select().from(nftMints).where(eq(nftMints.memberAvatarId, memberAvatarId));
  return row;
}

/** The avatar's voucher row, locked until the transaction ends; created first when absent. */
export async function lockOrCreateMint(
  tx: Db,
  values: Omit<MintRow, 'vouchers' | 'createdAt' | 'updatedAt'>,
): Promise<{ row: MintRow; created: boolean }> {
  const inserted = await tx.insert(nftMints).values(values).onConflictDoNothing().returning();
  if (inserted[0]) return { row: inserted[0], created: true };
  const [row] = await tx
    .select()
    .from(nftMints)
    .where(eq(nftMints.memberAvatarId, values.memberAvatarId))
    .for('update');
  if (!row) throw new Error(`the voucher of avatar ${values.memberAvatarId} vanished`);
  return { row, created: false };
}

/** A new voucher for the same avatar, chain and contract: its holder, expiry and signature. */
export async function renewMint(
  tx: Db,
  memberAvatarId: number,
  values: Pick<MintRow, 'memberId' | 'holder' | 'collection' | 'expiry' | 'signature'>,
): Promise<MintRow> {
  const [row] = await tx
    .update(nftMints)
    .set({ ...values, vouchers: sql`${nftMints.vouchers} + 1`, updatedAt: sql`now()` })
    .where(eq(nftMints.memberAvatarId, memberAvatarId))
    .returning();
  if (!row) throw new Error(`the voucher of avatar ${memberAvatarId} vanished`);
  return row;
}

export interface TokenRow {
  tokenId: string;
  avatarId: number;
  contract: string;
  chainId: number;
  mintedAt: Date;
}

/** The tokens `owner` holds on chain, newest mint first, and how many. */
export async function tokensOf(
  db: Db,
  owner: string,
  page: { limit: number; offset: number },
): Promise<{ list: TokenRow[]; total: number }> {
  const [found, [count]] = await Promise.all([
    rows<{
      token_id: string;
      avatar_id: number;
      contract: string;
      chain_id: number;
      minted_at: Date | string;
    }>(
      db,
      sql`select t.token_id::text, a.avatar_id, t.contract, t.chain_id, t.minted_at
          from nft_token t join member_avatar a on a.id = t.member_avatar_id
          where t.owner = ${owner}
          order by t.minted_at desc, t.chain_id, t.token_id desc
          limit ${page.limit} offset ${page.offset}`,
    ),
    rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from nft_token t
          where t.owner = ${owner} and t.member_avatar_id is not null`,
    ),
  ]);
  return {
    list: found.map((row) => ({
      tokenId: row.token_id,
      avatarId: Number(row.avatar_id),
      contract: row.contract,
      chainId: Number(row.chain_id),
      mintedAt: new Date(row.minted_at),
    })),
    total: Number(count?.n ?? 0),
  };
}

/** The member's vouchers whose avatar is not indexed as a token yet, newest first. */
export interface UnmintedVoucher {
  memberAvatarId: number;
  avatarId: number;
  chainId: number;
  contract: string;
  expiry: number;
}

export async function unmintedVouchers(db: Db, memberId: number): Promise<UnmintedVoucher[]> {
  const found = await rows<{
    member_avatar_id: string | number;
    avatar_id: number;
    chain_id: number;
    contract: string;
    expiry: string | number;
  }>(
    db,
    sql`select m.member_avatar_id, a.avatar_id, m.chain_id, m.contract, m.expiry
        from nft_mint m join member_avatar a on a.id = m.member_avatar_id
        where m.member_id = ${memberId}
          and not exists (select 1 from nft_token t where t.member_avatar_id = m.member_avatar_id)
        order by m.updated_at desc, m.member_avatar_id desc
        limit 100`,
  );
  return found.map((row) => ({
    memberAvatarId: Number(row.member_avatar_id),
    avatarId: Number(row.avatar_id),
    chainId: Number(row.chain_id),
    contract: row.contract,
    expiry: Number(row.expiry),
  }));
}

/** A minted avatar's live state, for its metadata; undefined when no avatar token has this id. */
export interface TokenState {
  id: number;
  avatarId: number;
  kind: AvatarKind;
  /** The stablecoin it was bought with, whose units its fuel counts in. */
  asset: Stablecoin;
  totalFuel: bigint;
  burnedFuel: bigint;
  output: { MM: bigint; MC: bigint; UME: bigint };
  energyLevel: number;
}

export async function tokenState(db: Db, id: number): Promise<TokenState | undefined> {
  const now = productionAsOf('a', OUTPUT_DAY);
  const [row] = await rows<{
    id: string | number;
    avatar_id: number;
    kind: AvatarKind;
    asset: Stablecoin;
    total_fuel: string;
    burned_fuel: string;
    output_mm: string;
    output_mc: string;
    output_ume: string;
    level: number | null;
  }>(
    db,
    sql`select a.id, a.avatar_id, a.kind, a.asset, a.total_fuel::text, ${now.burned}::text as burned_fuel,
          ${now.MM}::text as output_mm, ${now.MC}::text as output_mc, ${now.UME}::text as output_ume,
          e.level
        from member_avatar a
        left join member_energy e on e.member_id = a.member_id
        where a.id = ${id} and exists (select 1 from nft_token t where t.member_avatar_id = a.id)`,
  );
  if (!row) return undefined;
  return {
    id: Number(row.id),
    avatarId: Number(row.avatar_id),
    kind: row.kind,
    asset: row.asset,
    totalFuel: BigInt(row.total_fuel),
    burnedFuel: BigInt(row.burned_fuel),
    output: { MM: BigInt(row.output_mm), MC: BigInt(row.output_mc), UME: BigInt(row.output_ume) },
    energyLevel: Number(row.level ?? 0),
  };
}
