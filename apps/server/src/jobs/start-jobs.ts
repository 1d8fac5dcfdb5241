import type { Db } from '../db/database.ts';
import type { Env } from '../env.ts';
import type { ChainLog } from './chain-log.ts';
import { chainSettings } from './chain-settings.ts';
import { depositWatcher } from './deposit-watcher.ts';
import { withdrawalSender } from './withdrawal-sender.ts';

export interface ChainJobs {
  /** Names of the running loops, e.g. `deposits 56`, `withdrawals 56`. */
  names: string[];
  /** Lets the current steps finish, then ends the loops. */
  stop(): Promise<void>;
}

const MAX_BACKOFF_MS = 60_000;

/**
 * The server's background work on the chains: a deposit watcher per chain of
 * `DEPOSIT_WATCH`, and per allowed chain a withdrawal sender (it only asks the
 * chain when a withdrawal is queued or on its way, and only signs with
 * `HOT_WALLET_KEY`). Several servers may run them on one database: each step
 * is safe against the others.
 */
export function startChainJobs(options: { env: Env; db: Db; log: ChainLog }): ChainJobs {
  const { env, db, log } = options;
  const chains = chainSettings(env);
  const loops: { name: string; stop(): Promise<void> }[] = [];

  for (const chainId of env.DEPOSIT_WATCH) {
    const chain = chains.get(chainId);
    if (!chain || !env.TREASURY_ADDRESS) continue;
    const watcher = depositWatcher({ db, chain, treasury: env.TREASURY_ADDRESS, log });
    loops.push(
      poll(`deposits ${chainId}`, env.CHAIN_POLL_INTERVAL_MS, log, (stopping) => watcher.catchUp(stopping)),
    );
  }
  for (const chain of chains.values()) {
    const sender = withdrawalSender({ db, chain, hotWalletKey: env.HOT_WALLET_KEY, log });
    loops.push(poll(`withdrawals ${chain.chainId}`, env.CHAIN_POLL_INTERVAL_MS, log, () => sender.step()));
  }

  return {
    names: loops.map((loop) => loop.name),
    async stop() {
      await Promise.all(loops.map((loop) => loop.stop()));
    },
  };
}

/** Runs `work` every `intervalMs`, backing off while it fails, until stopped. */
function poll(
  name: string,
  intervalMs: number,
  log: ChainLog,
  work: (stopping: () => boolean) => Promise<unknown>,
): { name: string; stop(): Promise<void> } {
  let stopped = false;
  let wake: (() => void) | undefined;
  const loop = (async () => {
    let failures = 0;
    while (!stopped) {
      try {
        await work(() => stopped);
        failures = 0;
      } catch (error) {
        failures++;
        log.error({ job: name, failures, err: error }, 'chain job failed; trying again');
      }
      if (stopped) break;
      const delay = Math.min(intervalMs * 2 ** Math.min(failures, 10), Math.max(intervalMs, MAX_BACKOFF_MS));
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  })();
  return {
    name,
    async stop() {
      stopped = true;
      wake?.();
      await loop;
    },
  };
}
