import { avatarTokenChains } from '../chain/avatar-token-settings.ts';
import { chainSettings } from '../chain/chain-settings.ts';
import { depositWatcher } from '../chain/deposit-watcher.ts';
import { withdrawalSender } from '../chain/withdrawal-sender.ts';
import type { Db } from '../db/database.ts';
import { isDemoColony } from '../demo/demo-colony.ts';
import { startDemoProposalIfDue } from '../demo/demo-proposals.ts';
import type { EconomyConfig } from '../economy/config.ts';
import type { Env } from '../env.ts';
import { avatarContextOf } from '../modules/avatars/context.ts';
import { placeOrderPaidByDeposit } from '../modules/avatars/service.ts';
import { walletPaymentFollower } from '../modules/avatars/wallet-payments.ts';
import { governanceContextOf } from '../modules/governance/context.ts';
import { runGovernanceStep } from '../modules/governance/service.ts';
import { findRootMember } from '../modules/members/queries.ts';
import { tokenWatcher } from '../modules/nft/token-watcher.ts';
import { compactTeamEvents } from '../modules/team/service.ts';
import type { JobStatus } from '../plugins/job-status.ts';
import { type ColonyClock, colonyClock } from '../settlement/colony-clock.ts';
import { settleEndedDays } from './daily-settlement.ts';
import { type JobLog, type JobLoop, jobLoop } from './job-loop.ts';

export interface Jobs {
  /** Names of the running loops, e.g. `deposits 56`, `withdrawals 56`, `settlement`. */
  names: string[];
  status(): JobStatus[];
  /** Lets the current steps finish, then ends the loops. */
  stop(): Promise<void>;
}

/** How often the settlement job looks for a day that has ended. */
const SETTLEMENT_CHECK_MS = 60_000;
/** How often the governance job looks for a proposal that started (its snapshot) or ended (its tally). */
const GOVERNANCE_CHECK_MS = 1000;
/** How often the demo looks for a member holding power no open proposal counts (a newcomer's Avatar). */
const DEMO_PROPOSALS_CHECK_MS = 2000;

/**
 * Every background job of the server, started from `main.ts`: a deposit watcher per chain of
 * `DEPOSIT_WATCH` (placing the avatar orders a deposit pays for) and beside it the follower of
 * the wallet orders awaiting their payment (failing those whose transaction cannot pay), per chain with an
 * avatar token (`AVATAR_TOKEN_ADDRESS_<chain>`) the watcher of its transfers, per allowed chain a withdrawal
 * sender (it asks the chain only while a withdrawal is queued or on its way, and signs only with
 * `HOT_WALLET_KEY`), the daily settlement (`SETTLEMENT_JOB`), the compaction of the team's new
 * events (`TEAM_RUNS_INTERVAL_MS`), governance (each proposal's
 * voting-power snapshot when it starts, its tally fixed when it ends), and in a demo colony only the
 * demo's series of proposals. Several servers may run them on
 * one database: each step is safe against the others.
 */
export function startJobs(options: {
  env: Env;
  db: Db;
  log: JobLog;
  economy: EconomyConfig;
  /** The colony's clock, which the app's routes follow too; real time by default. */
  clock?: ColonyClock;
}): Jobs {
  const { env, db, log, economy, clock = colonyClock() } = options;
  const chains = chainSettings(env);
  const avatars = avatarContextOf(env, economy);
  const loops: JobLoop[] = [];

  for (const chainId of env.DEPOSIT_WATCH) {
    const chain = chains.get(chainId);
    if (!chain || !env.TREASURY_ADDRESS) continue;
    const watcher = depositWatcher({
      db,
      chain,
      treasury: env.TREASURY_ADDRESS,
      log,
      onCredited: (tx, deposit) => placeOrderPaidByDeposit(tx, avatars, deposit),
    });
    loops.push(
      jobLoop(`deposits ${chainId}`, env.CHAIN_POLL_INTERVAL_MS, log, (stopping) =>
        watcher.catchUp(stopping),
      ),
    );
    const payments = walletPaymentFollower({ db, chain, log });
    loops.push(jobLoop(`wallet payments ${chainId}`, env.CHAIN_POLL_INTERVAL_MS, log, () => payments.step()));
  }
  for (const chain of avatarTokenChains(env).values()) {
    const watcher = tokenWatcher({ db, chain, log });
    loops.push(
      jobLoop(`avatar tokens ${chain.chainId}`, env.CHAIN_POLL_INTERVAL_MS, log, (stopping) =>
        watcher.catchUp(stopping),
      ),
    );
  }
  for (const chain of chains.values()) {
    const sender = withdrawalSender({ db, chain, hotWalletKey: env.HOT_WALLET_KEY, log });
    loops.push(jobLoop(`withdrawals ${chain.chainId}`, env.CHAIN_POLL_INTERVAL_MS, log, () => sender.step()));
  }
  if (env.SETTLEMENT_JOB) {
    loops.push(
      jobLoop('settlement', SETTLEMENT_CHECK_MS, log, async () => {
        const days = await settleEndedDays(db, { economy, clock: avatars.clock });
        for (const day of days) log.info({ day: day.day, steps: day.steps }, 'day settled');
      }),
    );
  }

  if (env.TEAM_RUNS_INTERVAL_MS > 0) {
    loops.push(
      jobLoop('team runs', env.TEAM_RUNS_INTERVAL_MS, log, () => compactTeamEvents(db, avatars.clock)),
    );
  }

  const governance = governanceContextOf(env, economy, { now: clock.now });
  loops.push(
    jobLoop('governance', GOVERNANCE_CHECK_MS, log, async () => {
      const done = await runGovernanceStep(db, governance);
      if (done.snapshots > 0 || done.closed > 0) log.info(done, 'proposals snapshotted or closed');
    }),
  );
  if (isDemoColony(env)) {
    loops.push(
      jobLoop('demo proposals', DEMO_PROPOSALS_CHECK_MS, log, async () => {
        const root = await findRootMember(db);
        if (!root) return;
        const started = await startDemoProposalIfDue(db, governance, {
          memberId: root.id,
          address: root.address,
        });
        if (started) log.info({ proposal: started.id, startAt: started.startAt }, 'demo proposal created');
      }),
    );
  }

  return {
    names: loops.map((loop) => loop.name),
    status: () => loops.map((loop) => loop.status()),
    async stop() {
      await Promise.all(loops.map((loop) => loop.stop()));
    },
  };
}
