import { ASSET_DECIMALS, ASSETS, type Asset, parseUnits } from '@colony/contract/assets';
import { AVATAR_KINDS, type AvatarKind } from '@colony/contract/avatars';
import { POWER_DECIMALS } from '@colony/contract/governance-signing';

/**
 * Governance's part of the economy config (docs/governance.md): how the snapshot at a proposal's
 * start turns what a member holds into voting power, and the defaults of a proposal.
 */
export interface GovernanceRule {
  /** Power per Avatar held, by kind, in base units of power (18 decimals). */
  avatarPower: Record<AvatarKind, bigint>;
  /** Share of a member's balance (available and frozen) of each named asset counted as power, in basis points. */
  assetPowerBps: Partial<Record<Asset, number>>;
  /** Quorum of a proposal that names none: basis points of the snapshot's total power. */
  defaultQuorumBps: number;
  /**
   * How far a vote's signed time may be behind the server's clock, in seconds: the wallet's
   * confirmation can take minutes after the page picked the time.
   */
  timestampToleranceSeconds: number;
  /**
   * How far it may be ahead, in seconds: only clock skew, since the page signs the server's time.
   * A member's later vote must be signed later, so a vote dated ahead keeps them from changing it
   * until then; this bounds that wait.
   */
  timestampFutureToleranceSeconds: number;
}

const power = (whole: string): bigint => {
  const units = parseUnits(whole, POWER_DECIMALS);
  if (units === undefined) throw new Error(`governance: ${whole} is not an amount of power`);
  return units;
};

export const DEFAULT_GOVERNANCE: GovernanceRule = {
  // An Avatar weighs about what its kind costs: the main Avatar 100 USDT, alliance 300 to 1,000, guides 30 to 50.
  avatarPower: { main: power('100'), alliance: power('300'), guide: power('25') },
  // One MCD, the governance token, is one vote once phase 2 brings it.
  assetPowerBps: { MCD: 10_000 },
  defaultQuorumBps: 1000,
  timestampToleranceSeconds: 300,
  timestampFutureToleranceSeconds: 30,
};

/** The same rules for the snapshot's SQL and the API: power per Avatar as text, shares by asset. */
export function powerRulesOf(rule: GovernanceRule): {
  avatars: Record<string, string>;
  assets: Record<string, number>;
} {
  return {
    avatars: Object.fromEntries(AVATAR_KINDS.map((kind) => [kind, rule.avatarPower[kind].toString()])),
    assets: Object.fromEntries(
      ASSETS.filter((asset) => (rule.assetPowerBps[asset] ?? 0) > 0).map((asset) => [
        asset,
        rule.assetPowerBps[asset] ?? 0,
      ]),
    ),
  };
}

export function governanceProblems(rule: GovernanceRule): string[] {
  const problems: string[] = [];
  for (const kind of AVATAR_KINDS) {
    if (rule.avatarPower[kind] < 0n) problems.push(`governance.avatarPower.${kind}: may not be negative`);
  }
  for (const [asset, bps] of Object.entries(rule.assetPowerBps)) {
    if (!(ASSETS as readonly string[]).includes(asset))
      problems.push(`governance.assetPowerBps.${asset}: unknown asset`);
    if (!Number.isInteger(bps) || bps < 0 || bps > 1_000_000)
      problems.push(`governance.assetPowerBps.${asset}: must be 0..1000000`);
    // Power keeps 18 decimals: an asset with fewer would count its base units at another scale.
    else if (ASSET_DECIMALS[asset as Asset] !== POWER_DECIMALS)
      problems.push(`governance.assetPowerBps.${asset}: only assets with ${POWER_DECIMALS} decimals count`);
  }
  const anyPower =
    AVATAR_KINDS.some((kind) => rule.avatarPower[kind] > 0n) ||
    Object.values(rule.assetPowerBps).some((bps) => (bps ?? 0) > 0);
  if (!anyPower) problems.push('governance: nothing gives voting power');
  if (!Number.isInteger(rule.defaultQuorumBps) || rule.defaultQuorumBps < 0 || rule.defaultQuorumBps > 10_000)
    problems.push('governance.defaultQuorumBps: must be 0..10000');
  if (
    !Number.isInteger(rule.timestampToleranceSeconds) ||
    rule.timestampToleranceSeconds < 10 ||
    rule.timestampToleranceSeconds > 3600
  )
    problems.push('governance.timestampToleranceSeconds: must be 10..3600');
  if (
    !Number.isInteger(rule.timestampFutureToleranceSeconds) ||
    rule.timestampFutureToleranceSeconds < 1 ||
    rule.timestampFutureToleranceSeconds > 300
  )
    problems.push('governance.timestampFutureToleranceSeconds: must be 1..300');
  return problems;
}
