import type fc from 'fast-check';

/**
 * fast-check parameters that replay a failure on demand: the seed of `<prefix>_SEED` and, to go
 * straight to the shrunk case, the path of `<prefix>_PATH`; otherwise none, so every run draws a
 * new random seed. fast-check prints the seed and path of a failing property; pass them back
 * (run the one file) to replay it.
 */
export function replayParameters(prefix = 'FC'): Pick<fc.Parameters<unknown>, 'seed' | 'path'> {
  const seed = process.env[`${prefix}_SEED`];
  if (!seed) return {};
  if (!/^-?\d+$/.test(seed)) throw new Error(`${prefix}_SEED must be an integer, not ${seed}`);
  const path = process.env[`${prefix}_PATH`];
  return { seed: Number(seed), ...(path ? { path } : {}) };
}
