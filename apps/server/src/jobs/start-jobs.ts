import { chainSettings } from '../chain/chain-settings.ts';
import { depositWatcher } from '../chain/deposit-watcher.ts';
import { withdrawalSender } from '../chain/withdrawal-sender.ts';
import type { Db } from '../db/database.ts';
import type { EconomyConfig } from '../economy/config.ts';
import type { Env } from '../env.ts';
import { avatarContextOf } from '../modules/avatars/context.ts';
import { placeOrderPaidByDeposit } from '../modules/avatars/service.ts';
import { settleEndedDays } from './daily-settlement.ts';
import { type JobHealth, type JobLog, type JobLoop, jobLoop } from './job-loop.ts';

export interface Jobs {
  /** Names of the running loops, e.g. `deposits 56`, `withdrawals 56`, `settlement`. */
  names: string[];
  health(): JobHealth[];
  /** Lets the current steps finish, then ends the loops. */
  stop(): Promise<void>;
}

/** How often the settlement job looks for a day that has ended. */
const SETTLEMENT_CHECK_MS = 60_000;

/**
 * Every background job of the server, started from `main.ts`: a deposit watcher per chain of
 * `DEPOSIT_WATCH` (placing the avatar orders a deposit pays for), per allowed chain a withdrawal
 * sender (it asks the chain only while a withdrawal is queued or on its way, and signs only with
 * `HOT_WALLET_KEY`), and the daily settlement (`SETTLEMENT_JOB`). Several servers may run them on
 * one database: each step is safe against the others.
 */
export function startJobs(options: { env: Env; db: Db; log: JobLog; economy: EconomyConfig }): Jobs {
  const { env, db, log, economy } = options;
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

  return {
    names: loops.map((loop) => loop.name),
    health: () => loops.map((loop) => loop.health()),
    async stop() {
      await Promise.all(loops.map((loop) => loop.stop()));
    },
  };
}
