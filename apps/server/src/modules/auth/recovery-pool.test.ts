import type { Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterEach, describe, expect, it } from 'vitest';
import { createRecoveryPool, type RecoveryPool, recoverHere } from './recovery-pool.ts';

async function signedSamples(count: number) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const account = privateKeyToAccount(generatePrivateKey());
      const message = `colony.test wants you to sign in with your Ethereum account:\n${account.address}\n\nnonce ${i}`;
      return { address: account.address, message, signature: await account.signMessage({ message }) };
    }),
  );
}

describe('createRecoveryPool', () => {
  let pool: RecoveryPool | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it('recovers each signer on its worker threads, answers matched to their requests', async () => {
    pool = createRecoveryPool({ size: 2 });
    const samples = await signedSamples(24);
    const recovered = await Promise.all(
      samples.map((sample) => pool?.recover(sample.message, sample.signature)),
    );
    expect(recovered).toEqual(samples.map((sample) => sample.address));
    // Still both threads: none died on the way and left the work to this thread.
    expect(pool.threads()).toBe(2);
  });

  it('answers null for a signature that recovers to nobody, and another signer for another message', async () => {
    pool = createRecoveryPool({ size: 1 });
    const [sample] = await signedSamples(1);
    if (!sample) throw new Error('no sample');
    const garbage = `0x${'ab'.repeat(65)}` as Hex;
    expect(await pool.recover(sample.message, garbage)).toBeNull();
    expect(await recoverHere(sample.message, garbage)).toBeNull();
    const other = await pool.recover(`${sample.message} changed`, sample.signature);
    expect(other).not.toBeNull();
    expect(other).not.toBe(sample.address);
  });

  it('finishes what its workers held on this thread when closed, and recovers here afterwards', async () => {
    pool = createRecoveryPool({ size: 1 });
    const samples = await signedSamples(8);
    const inFlight = samples.map((sample) => pool?.recover(sample.message, sample.signature));
    await pool.close();
    expect(pool.threads()).toBe(0);
    expect(await Promise.all(inFlight)).toEqual(samples.map((sample) => sample.address));
    const [first] = samples;
    if (!first) throw new Error('no sample');
    expect(await pool.recover(first.message, first.signature)).toBe(first.address);
  });
});
