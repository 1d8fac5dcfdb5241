import type { Env } from '../env.ts';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether this server runs the demo colony, the one a newcomer's `npm start` makes: demo content
 * (`DEMO_DATA`) on the embedded database, with chain 56 the local development chain (`DEV_CHAIN`,
 * a node on this machine). Only then does it offer what bends the colony for a visitor trying it
 * (the clock's "advance one day", the series of demo proposals). A production start, with
 * `DATABASE_URL` or a real `RPC_URL_56`, never does, whatever else is set.
 */
export function isDemoColony(
  env: Pick<Env, 'DEMO_DATA' | 'DEV_CHAIN' | 'DATABASE_URL' | 'RPC_URL_56' | 'NODE_ENV'>,
): boolean {
  return (
    env.DEMO_DATA &&
    env.DEV_CHAIN &&
    env.DATABASE_URL === undefined &&
    env.NODE_ENV !== 'production' &&
    LOOPBACK_HOSTS.has(new URL(env.RPC_URL_56).hostname)
  );
}
