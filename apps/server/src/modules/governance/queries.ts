import type { ProposalStatus, VotingType } from '@colony/contract/governance-signing';
import type { Language } from '@colony/contract/locales';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';

/** A proposal's own row. */
export interface PollRow {
  id: string;
  votingType: VotingType;
  choiceCount: number;
  rejectChoice: number | null;
  abstainChoice: number | null;
  quorumBps: number;
  startAt: Date;
  endAt: Date;
  createdAt: Date;
  cancelledAt: Date | null;
  cancelReason: string | null;
  snapshotAt: Date | null;
  snapshotMembers: number | null;
  snapshotPower: bigint | null;
  powerRules: PowerRulesJson | null;
  finalAt: Date | null;
  finalTally: TallyJson | null;
}

export interface PowerRulesJson {
  avatars: Record<string, string>;
  assets: Record<string, number>;
}

/** Summed ballots: per choice, and for the proposal (cast power, voters). */
export interface TallyJson {
  choices: { choice: number; power: string; votes: number }[];
  cast: string;
  voters: number;
}

interface RawPollRow {
  id: string;
  voting_type: VotingType;
  choice_count: number;
  reject_choice: number | null;
  abstain_choice: number | null;
  quorum_bps: number;
  start_at: Date | string;
  end_at: Date | string;
  created_at: Date | string;
  cancelled_at: Date | string | null;
  cancel_reason: string | null;
  snapshot_at: Date | string | null;
  snapshot_members: number | null;
  snapshot_power: string | null;
  power_rules: PowerRulesJson | string | null;
  final_at: Date | string | null;
  final_tally: TallyJson | string | null;
}

const date = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));
const json = <T>(value: T | string | null): T | null =>
  value === null ? null : typeof value === 'string' ? (JSON.parse(value) as T) : value;

function toPoll(row: RawPollRow): PollRow {
  return {
    id: row.id,
    votingType: row.voting_type,
    choiceCount: Number(row.choice_count),
    rejectChoice: row.reject_choice === null ? null : Number(row.reject_choice),
    abstainChoice: row.abstain_choice === null ? null : Number(row.abstain_choice),
    quorumBps: Number(row.quorum_bps),
    startAt: new Date(row.start_at),
    endAt: new Date(row.end_at),
    createdAt: new Date(row.created_at),
    cancelledAt: date(row.cancelled_at),
    cancelReason: row.cancel_reason,
    snapshotAt: date(row.snapshot_at),
    snapshotMembers: row.snapshot_members === null ? null : Number(row.snapshot_members),
    snapshotPower: row.snapshot_power === null ? null : BigInt(row.snapshot_power),
    powerRules: json(row.power_rules),
    finalAt: date(row.final_at),
    finalTally: json(row.final_tally),
  };
}

const POLL_COLUMNS =
  sql.raw(`p.id, p.voting_type, p.choice_count, p.reject_choice, p.abstain_choice, p.quorum_bps,
  p.start_at, p.end_at, p.created_at, p.cancelled_at, p.cancel_reason, p.snapshot_at, p.snapshot_members,
  p.snapshot_power::text as snapshot_power, p.power_rules, p.final_at, p.final_tally`);

export interface NewPoll {
  id: string;
  votingType: VotingType;
  choiceCount: number;
  rejectChoice: number | null;
  abstainChoice: number | null;
  quorumBps: number;
  startAt: Date;
  endAt: Date;
  createdBy: number;
  createdAt: Date;
  /** Per language: title, body and choice labels (null where the language falls back to English). */
  texts: { language: Language; title: string | null; body: string | null; choices: (string | null)[] }[];
}

export async function insertPoll(tx: Db, poll: NewPoll): Promise<void> {
  await tx.execute(sql`
    insert into poll (id, voting_type, choice_count, reject_choice, abstain_choice, quorum_bps, start_at, end_at,
      created_by, created_at)
    values (${poll.id}, ${poll.votingType}, ${poll.choiceCount}, ${poll.rejectChoice}, ${poll.abstainChoice},
      ${poll.quorumBps}, ${poll.startAt.toISOString()}::timestamptz, ${poll.endAt.toISOString()}::timestamptz,
      ${poll.createdBy}, ${poll.createdAt.toISOString()}::timestamptz)`);
  await tx.execute(sql`
    insert into poll_text (poll_id, language, title, body, choices)
    values ${sql.join(
      poll.texts.map(
        (text) =>
          sql`(${poll.id}, ${text.language}, ${text.title}, ${text.body}, ${textArray(text.choices)})`,
      ),
      sql`, `,
    )}`);
}

/** A text[] literal with nulls, built from bound values. */
function textArray(values: (string | null)[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}::text`),
    sql`, `,
  )}]::text[]`;
}

/** One proposal; with `lock`, held for update (a snapshot, a cancellation, the close) until the transaction ends. */
export async function findPoll(db: Db, id: string, lock?: 'update'): Promise<PollRow | undefined> {
  const [row] = await rows<RawPollRow>(
    db,
    sql`select ${POLL_COLUMNS} from poll p where p.id = ${id}
        ${lock === 'update' ? sql`for update` : sql``}`,
  );
  return row ? toPoll(row) : undefined;
}

/** A proposal with one member's power in its snapshot (null before it, or without power), in one read. */
export async function findPollWithPower(
  db: Db,
  id: string,
  memberId: number,
): Promise<(PollRow & { power: bigint | null }) | undefined> {
  const [row] = await rows<RawPollRow & { member_power: string | null }>(
    db,
    sql`select ${POLL_COLUMNS}, w.power::text as member_power
        from poll p left join poll_power w on w.poll_id = p.id and w.member_id = ${memberId}
        where p.id = ${id}`,
  );
  return row
    ? { ...toPoll(row), power: row.member_power === null ? null : BigInt(row.member_power) }
    : undefined;
}

/**
 * Locks a proposal for a member's vote, in one statement: a share lock on the proposal (closing
 * and cancelling wait for the vote) and an advisory lock on (proposal, member), so one member's
 * votes on it are recorded one at a time, each seeing the one before. Both last until the end of
 * the transaction.
 */
export async function lockPollForVote(tx: Db, id: string, memberId: number): Promise<PollRow | undefined> {
  const [row] = await rows<RawPollRow>(
    tx,
    sql`select ${POLL_COLUMNS}, pg_advisory_xact_lock(hashtextextended(${`poll-vote:${id}:${memberId}`}, 0))
        from poll p where p.id = ${id} for share`,
  );
  return row ? toPoll(row) : undefined;
}

export interface PollText {
  title: string;
  body: string;
  choices: string[];
}

/** Titles, bodies and choice labels in `language`, English where that language has none, field by field. */
export async function pollTexts(
  db: Db,
  ids: readonly string[],
  language: Language,
): Promise<Map<string, PollText>> {
  if (ids.length === 0) return new Map();
  const found = await rows<{
    poll_id: string;
    title: string;
    body: string;
    english: (string | null)[];
    local: (string | null)[] | null;
  }>(
    db,
    sql`select e.poll_id, coalesce(l.title, e.title) as title, coalesce(l.body, e.body) as body,
          e.choices as english, l.choices as local
        from poll_text e left join poll_text l on l.poll_id = e.poll_id and l.language = ${language}
        where e.language = 'en' and e.poll_id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  );
  return new Map(
    found.map((row) => [
      row.poll_id,
      {
        title: row.title,
        body: row.body,
        choices: row.english.map((english, index) => row.local?.[index] ?? english ?? ''),
      },
    ]),
  );
}

/** The SQL condition of each status at `now`, so lists and counts agree with `statusAt`. */
function statusCondition(status: ProposalStatus, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  switch (status) {
    case 'upcoming':
      return sql`p.cancelled_at is null and p.start_at > ${at}`;
    case 'active':
      return sql`p.cancelled_at is null and p.start_at <= ${at} and p.end_at > ${at}`;
    case 'closed':
      return sql`(p.cancelled_at is not null or p.end_at <= ${at})`;
  }
}

/** Proposals, the latest start first (id breaking ties), optionally of one status at `now`. */
export async function listPolls(
  db: Db,
  options: { status?: ProposalStatus; now: Date; page: number; limit: number },
): Promise<{ list: PollRow[]; total: number }> {
  const where = options.status ? statusCondition(options.status, options.now) : sql`true`;
  const [counted] = await rows<{ total: number }>(
    db,
    sql`select count(*)::int as total from poll p where ${where}`,
  );
  const list = await rows<RawPollRow>(
    db,
    sql`select ${POLL_COLUMNS} from poll p where ${where}
        order by p.start_at desc, p.id
        limit ${options.limit} offset ${(options.page - 1) * options.limit}`,
  );
  return { list: list.map(toPoll), total: Number(counted?.total ?? 0) };
}

export async function countPollsByStatus(db: Db, now: Date): Promise<Record<ProposalStatus, number>> {
  const [row] = await rows<{ upcoming: number; active: number; closed: number }>(
    db,
    sql`select count(*) filter (where ${statusCondition('upcoming', now)})::int as upcoming,
          count(*) filter (where ${statusCondition('active', now)})::int as active,
          count(*) filter (where ${statusCondition('closed', now)})::int as closed
        from poll p`,
  );
  return {
    upcoming: Number(row?.upcoming ?? 0),
    active: Number(row?.active ?? 0),
    closed: Number(row?.closed ?? 0),
  };
}

/** The proposals active at `now`, ending soonest first, with one member's power and whether they voted. */
export async function activePollsOf(
  db: Db,
  now: Date,
  memberId: number | null,
): Promise<(PollRow & { power: bigint | null; voted: boolean })[]> {
  const found = await rows<RawPollRow & { power: string | null; voted: boolean }>(
    db,
    sql`select ${POLL_COLUMNS}, w.power::text as power, (b.member_id is not null) as voted
        from poll p
        left join poll_power w on w.poll_id = p.id and w.member_id = ${memberId}
        left join poll_ballot b on b.poll_id = p.id and b.member_id = ${memberId}
        where ${statusCondition('active', now)}
        order by p.end_at, p.id`,
  );
  return found.map((row) => ({
    ...toPoll(row),
    power: row.power === null ? null : BigInt(row.power),
    voted: Boolean(row.voted),
  }));
}

/** The counted votes summed per choice and per proposal, for proposals whose tally is not final yet. */
export async function liveTallies(db: Db, ids: readonly string[]): Promise<Map<string, TallyJson>> {
  if (ids.length === 0) return new Map();
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const perChoice = await rows<{ poll_id: string; choice: number; power: string; votes: number }>(
    db,
    sql`select b.poll_id, c.choice, sum(b.power)::text as power, count(*)::int as votes
        from poll_ballot b cross join lateral unnest(b.choice) as c(choice)
        where b.poll_id in (${list})
        group by b.poll_id, c.choice`,
  );
  const perPoll = await rows<{ poll_id: string; cast: string; voters: number }>(
    db,
    sql`select poll_id, sum(power)::text as cast, count(*)::int as voters
        from poll_ballot where poll_id in (${list}) group by poll_id`,
  );
  const tallies = new Map<string, TallyJson>(ids.map((id) => [id, { choices: [], cast: '0', voters: 0 }]));
  for (const row of perChoice) {
    tallies
      .get(row.poll_id)
      ?.choices.push({ choice: Number(row.choice), power: row.power, votes: Number(row.votes) });
  }
  for (const row of perPoll) {
    const tally = tallies.get(row.poll_id);
    if (tally) Object.assign(tally, { cast: row.cast, voters: Number(row.voters) });
  }
  return tallies;
}

/**
 * The snapshot, set-based whatever the colony's size: every member's power from `powers` (a select
 * of `member_id, power`, one row per member with power above zero, in member order;
 * `votingPowers`; none when undefined) in one INSERT … SELECT; then the proposal records when, how
 * many members, the total and the rules. Run after `findPoll(…, 'update')` in the same
 * transaction; answers undefined if it was taken already.
 */
export async function insertSnapshot(
  tx: Db,
  pollId: string,
  powers: SQL | undefined,
  at: Date,
  rules: PowerRulesJson,
): Promise<{ members: number; totalPower: bigint } | undefined> {
  if (powers) {
    await tx.execute(sql`
      insert into poll_power (poll_id, member_id, power)
      select ${pollId}::uuid, p.member_id, p.power from (${powers}) p`);
  }
  const [row] = await rows<{ members: number; total: string }>(
    tx,
    sql`with figures as (
          select count(*)::int as members, coalesce(sum(power), 0) as total from poll_power where poll_id = ${pollId}
        )
        update poll p set snapshot_at = ${at.toISOString()}::timestamptz, snapshot_members = f.members,
          snapshot_power = f.total, power_rules = ${JSON.stringify(rules)}::jsonb
        from figures f
        where p.id = ${pollId} and p.snapshot_at is null
        returning f.members, f.total::text as total`,
  );
  return row ? { members: Number(row.members), totalPower: BigInt(row.total) } : undefined;
}

/** Open proposals whose start has come and that have no snapshot yet. */
export async function pollsAwaitingSnapshot(db: Db, now: Date): Promise<string[]> {
  const found = await rows<{ id: string }>(
    db,
    sql`select id from poll where final_at is null and snapshot_at is null and cancelled_at is null
          and start_at <= ${now.toISOString()}::timestamptz and end_at > ${now.toISOString()}::timestamptz
        order by start_at, id`,
  );
  return found.map((row) => row.id);
}

/** Proposals that ended or were cancelled, whose tally is not fixed yet. */
export async function pollsAwaitingClose(db: Db, now: Date): Promise<string[]> {
  const found = await rows<{ id: string }>(
    db,
    sql`select id from poll where final_at is null
          and (cancelled_at is not null or end_at <= ${now.toISOString()}::timestamptz)
        order by end_at, id`,
  );
  return found.map((row) => row.id);
}

export async function finalizePoll(tx: Db, pollId: string, tally: TallyJson, at: Date): Promise<void> {
  await tx.execute(sql`
    update poll set final_at = ${at.toISOString()}::timestamptz, final_tally = ${JSON.stringify(tally)}::jsonb
    where id = ${pollId} and final_at is null`);
}

export async function cancelPoll(
  tx: Db,
  pollId: string,
  cancel: { by: number; reason: string; at: Date },
): Promise<void> {
  await tx.execute(sql`
    update poll set cancelled_at = ${cancel.at.toISOString()}::timestamptz, cancelled_by = ${cancel.by},
      cancel_reason = ${cancel.reason}
    where id = ${pollId}`);
}

/** A member's power in a proposal's snapshot; undefined when they have none. */
export async function powerOf(db: Db, pollId: string, memberId: number): Promise<bigint | undefined> {
  const [row] = await rows<{ power: string }>(
    db,
    sql`select power::text as power from poll_power where poll_id = ${pollId} and member_id = ${memberId}`,
  );
  return row ? BigInt(row.power) : undefined;
}

export interface VoteRow {
  id: number;
  pollId: string;
  memberId: number;
  voter: string;
  chainId: number;
  choice: number[];
  signedAt: number;
  signature: string;
  power: bigint;
  receivedAt: Date;
}

interface RawVoteRow {
  id: string | number;
  poll_id: string;
  member_id: number;
  voter: string;
  chain_id: number;
  choice: (number | string)[];
  signed_at: string | number;
  signature: string;
  power: string;
  received_at: Date | string;
}

const VOTE_COLUMNS = sql.raw(
  'v.id, v.poll_id, v.member_id, v.voter, v.chain_id, v.choice, v.signed_at, v.signature, v.power::text as power, v.received_at',
);

function toVote(row: RawVoteRow): VoteRow {
  return {
    id: Number(row.id),
    pollId: row.poll_id,
    memberId: Number(row.member_id),
    voter: row.voter,
    chainId: Number(row.chain_id),
    choice: row.choice.map(Number),
    signedAt: Number(row.signed_at),
    signature: row.signature,
    power: BigInt(row.power),
    receivedAt: new Date(row.received_at),
  };
}

/** The vote that counts for a member, if any. */
export async function countedVoteOf(db: Db, pollId: string, memberId: number): Promise<VoteRow | undefined> {
  const [row] = await rows<RawVoteRow>(
    db,
    sql`select ${VOTE_COLUMNS} from poll_ballot b join poll_vote v on v.id = b.vote_id
        where b.poll_id = ${pollId} and b.member_id = ${memberId}`,
  );
  return row ? toVote(row) : undefined;
}

/** Records a vote and makes it the member's counted one (the caller checked it is the latest). */
export async function insertVote(tx: Db, vote: Omit<VoteRow, 'id'>): Promise<VoteRow> {
  const [row] = await rows<RawVoteRow>(
    tx,
    sql`with v as (
          insert into poll_vote (poll_id, member_id, voter, chain_id, choice, signed_at, signature, power, received_at)
          values (${vote.pollId}, ${vote.memberId}, ${vote.voter}, ${vote.chainId},
            array[${sql.join(
              vote.choice.map((choice) => sql`${choice}`),
              sql`, `,
            )}]::smallint[],
            ${vote.signedAt}, ${vote.signature}, ${vote.power.toString()}::numeric,
            ${vote.receivedAt.toISOString()}::timestamptz)
          returning *
        ),
        counted as (
          insert into poll_ballot (poll_id, member_id, vote_id, choice, signed_at, power)
          select poll_id, member_id, id, choice, signed_at, power from v
          on conflict (poll_id, member_id) do update
            set vote_id = excluded.vote_id, choice = excluded.choice, signed_at = excluded.signed_at,
              power = excluded.power
        )
        select ${VOTE_COLUMNS} from v`,
  );
  if (!row) throw new Error('the vote was not recorded');
  return toVote(row);
}

/** The counted votes, most power first (the earlier vote first among equals). */
export async function countedVotes(
  db: Db,
  pollId: string,
  page: { page: number; limit: number },
): Promise<{ list: VoteRow[]; total: number }> {
  const [counted] = await rows<{ total: number }>(
    db,
    sql`select count(*)::int as total from poll_ballot where poll_id = ${pollId}`,
  );
  const list = await rows<RawVoteRow>(
    db,
    sql`select ${VOTE_COLUMNS} from poll_ballot b join poll_vote v on v.id = b.vote_id
        where b.poll_id = ${pollId}
        order by b.power desc, b.vote_id
        limit ${page.limit} offset ${(page.page - 1) * page.limit}`,
  );
  return { list: list.map(toVote), total: Number(counted?.total ?? 0) };
}

/** Every vote received on a proposal, oldest first, with whether it counts. */
export async function allVotes(db: Db, pollId: string): Promise<(VoteRow & { counted: boolean })[]> {
  const found = await rows<RawVoteRow & { counted: boolean }>(
    db,
    sql`select ${VOTE_COLUMNS}, (b.vote_id is not null) as counted
        from poll_vote v left join poll_ballot b on b.vote_id = v.id
        where v.poll_id = ${pollId}
        order by v.id`,
  );
  return found.map((row) => ({ ...toVote(row), counted: Boolean(row.counted) }));
}

/** The snapshot's power of every member who voted, by address. */
export async function voterPowers(db: Db, pollId: string): Promise<{ voter: string; power: string }[]> {
  return rows<{ voter: string; power: string }>(
    db,
    sql`select m.address as voter, w.power::text as power
        from poll_power w join member m on m.id = w.member_id
        where w.poll_id = ${pollId}
          and w.member_id in (select distinct member_id from poll_vote where poll_id = ${pollId})
        order by m.address`,
  );
}

/**
 * Every member's voting power, one row per member with any, in member order: `(member_id, power)`.
 * `avatars` is one row per Avatar that weighs anything (`member_id, weight`, whole numbers) and
 * `unit` the power of one weight; `balances` the balances above zero (`member_id, asset, balance`)
 * of the assets in `assetBps`, each worth its `bps` of itself (rounded down). Only holdings worth
 * something are read, so every member's power is above zero without computing it twice to check.
 * Both sources are merged into one stream sorted by member and summed in one pass, so the rows
 * come out in the order of `poll_power`'s key: the insert appends to the index instead of
 * splitting its pages all over (which costs it about twice as much). Undefined when nothing counts.
 */
export function votingPowers(
  avatars: SQL | undefined,
  unit: bigint,
  balances: SQL | undefined,
  assetBps: ReadonlyMap<string, number>,
): SQL | undefined {
  const weighted = [...assetBps.entries()].filter(([, bps]) => bps > 0);
  const fromAvatars = avatars && unit > 0n ? avatars : undefined;
  const fromAssets = balances && weighted.length > 0 ? assetPowers(balances, weighted) : undefined;
  if (!fromAssets) {
    return fromAvatars
      ? sql`select a.member_id, sum(a.weight)::numeric * ${sql.raw(unit.toString())}::numeric as power
          from (${fromAvatars}) a group by a.member_id order by a.member_id`
      : undefined;
  }
  // A member has one account per asset: with one counted asset there is nothing to add up.
  const assetPower = weighted.length === 1 ? sql`max(s.power)` : sql`sum(s.power)`;
  if (!fromAvatars) {
    return weighted.length === 1
      ? sql`select s.member_id, s.power from (${fromAssets}) s order by s.member_id`
      : sql`select s.member_id, ${assetPower} as power from (${fromAssets}) s
          group by s.member_id order by s.member_id`;
  }
  const avatarPower = sql`sum(s.weight)::numeric * ${sql.raw(unit.toString())}::numeric`;
  // The sort inside makes the planner sum the sorted stream (a hash would lose the order, and it
  // cannot tell how many members a union holds); the one outside states the order the insert needs.
  return sql`select s.member_id,
      case when ${assetPower} is null then ${avatarPower}
        when sum(s.weight) is null then ${assetPower}
        else ${avatarPower} + ${assetPower} end as power
    from (
      select a.member_id, a.weight, null::numeric as power from (${fromAvatars}) a
      union all
      select b.member_id, null, b.power from (${fromAssets}) b
      order by member_id
    ) s
    group by s.member_id order by s.member_id`;
}

/** Each counted balance's power, `(member_id, power)`, the balances whose power rounds down to nothing left out. */
function assetPowers(balances: SQL, weighted: readonly (readonly [string, number])[]): SQL {
  const powerOf = (bps: number) =>
    bps === 10_000 ? sql`b.balance` : sql`div(b.balance * ${sql.raw(String(bps))}, 10000)`;
  const power =
    weighted.length === 1
      ? powerOf(weighted[0]?.[1] ?? 0)
      : sql`case b.asset ${sql.join(
          weighted.map(([asset, bps]) => sql`when ${asset}::text then ${powerOf(bps)}`),
          sql` `,
        )} end`;
  // Below 10000 bps a balance needs ceil(10000 / bps) base units to be worth one.
  const floors = weighted
    .map(([asset, bps]) => [asset, Math.ceil(10_000 / bps)] as const)
    .filter(([, floor]) => floor > 1);
  const enough =
    floors.length === 0
      ? sql``
      : sql` where ${sql.join(
          floors.map(([asset, floor]) =>
            weighted.length === 1
              ? sql`b.balance >= ${sql.raw(String(floor))}`
              : sql`(b.asset <> ${asset}::text or b.balance >= ${sql.raw(String(floor))})`,
          ),
          sql` and `,
        )}`;
  return sql`select b.member_id, ${power} as power from (${balances}) b${enough}`;
}
