import { chainSettings } from '../../chain/chain-settings.ts';
import type { EconomyConfig } from '../../economy/config.ts';
import type { Env } from '../../env.ts';
import type { AvatarContext } from './service.ts';

/** What the avatar rules need from the configuration, for the routes and the background jobs alike. */
export function avatarContextOf(env: Env, economy: EconomyConfig): AvatarContext {
  return {
    economy,
    clock: { time: env.SETTLEMENT_TIME, timeZone: env.SETTLEMENT_TIME_ZONE },
    chains: chainSettings(env),
    treasury: env.TREASURY_ADDRESS,
    devChain: env.DEV_CHAIN,
    watched: env.DEPOSIT_WATCH,
  };
}
