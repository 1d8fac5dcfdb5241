import { Worker } from 'node:worker_threads';
import { type Address, type Hex, recoverAddress, recoverMessageAddress } from 'viem';

/** Recovers the account that signed an EIP-191 message; null when the signature recovers to none. */
export type RecoverSigner = (message: string, signature: Hex) => Promise<Address | null>;

/** Recovers the account that signed a 32-byte digest (an EIP-712 hash, say); null when it recovers to none. */
export type RecoverDigestSigner = (hash: Hex, signature: Hex) => Promise<Address | null>;

/** Signature recovery on this thread. */
export const recoverHere: RecoverSigner = async (message, signature) => {
  try {
    return await recoverMessageAddress({ message, signature });
  } catch {
    return null;
  }
};

export const recoverDigestHere: RecoverDigestSigner = async (hash, signature) => {
  try {
    return await recoverAddress({ hash, signature });
  } catch {
    return null;
  }
};

/**
 * The worker's code. Plain JavaScript evaluated by `node:worker_threads`, so it runs the same
 * under tsx, vitest or plain node: it imports viem from the URL the server resolved.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.viemUrl).then(({ recoverAddress, recoverMessageAddress }) => {
  parentPort.on('message', ({ id, message, hash, signature }) => {
    (hash ? recoverAddress({ hash, signature }) : recoverMessageAddress({ message, signature })).then(
      (address) => parentPort.postMessage({ id, address }),
      () => parentPort.postMessage({ id, address: null }),
    );
  });
});
`;

interface Reply {
  id: number;
  address: Address | null;
}

interface Pending {
  resolve(address: Address | null): void;
  /** An EIP-191 message, or a digest. */
  signed: { message: string } | { hash: Hex };
  signature: Hex;
}

interface PoolWorker {
  worker: Worker;
  pending: Map<number, Pending>;
  /** Whether it has answered once: a worker that dies before is not replaced (it cannot start here). */
  answered: boolean;
}

export interface RecoveryPool {
  recover: RecoverSigner;
  recoverDigest: RecoverDigestSigner;
  /** Worker threads serving now; 0 once closed, or when workers cannot start here. */
  threads(): number;
  close(): Promise<void>;
}

/**
 * Signature recovery (about a millisecond and a half of elliptic-curve arithmetic) on `size`
 * worker threads, so the event loop keeps serving requests meanwhile. A request goes to the
 * worker with the fewest in flight. Should a worker die, what it held is recovered on this
 * thread and a new worker takes its place, unless it died before its first answer (it could
 * not start, and neither would another); after `close` everything runs here.
 */
export function createRecoveryPool({ size }: { size: number }): RecoveryPool {
  const viemUrl = import.meta.resolve('viem');
  const workers: PoolWorker[] = [];
  let nextId = 0;
  let closed = false;

  /** What a worker held and will not answer any more, recovered on this thread. */
  const recoverHeldHere = (entry: PoolWorker) => {
    for (const request of entry.pending.values()) void recoverSignedHere(request).then(request.resolve);
    entry.pending.clear();
  };

  const spawn = (): PoolWorker => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { viemUrl } });
    // Idle workers never keep the process alive.
    worker.unref();
    const entry: PoolWorker = { worker, pending: new Map(), answered: false };
    worker.on('message', ({ id, address }: Reply) => {
      entry.answered = true;
      const request = entry.pending.get(id);
      if (!request) return;
      entry.pending.delete(id);
      request.resolve(address);
    });
    const replace = () => {
      const index = workers.indexOf(entry);
      if (index === -1) return;
      workers.splice(index, 1);
      recoverHeldHere(entry);
      if (!closed && entry.answered) workers.push(spawn());
    };
    worker.once('error', replace);
    worker.once('exit', replace);
    return entry;
  };

  for (let i = 0; i < size; i++) workers.push(spawn());

  const send = (signed: Pending['signed'], signature: Hex): Promise<Address | null> => {
    const entry = workers.reduce<PoolWorker | undefined>(
      (least, candidate) => (!least || candidate.pending.size < least.pending.size ? candidate : least),
      undefined,
    );
    if (!entry) return recoverSignedHere({ signed, signature });
    const id = nextId++;
    return new Promise((resolve) => {
      entry.pending.set(id, { resolve, signed, signature });
      entry.worker.postMessage({ id, ...signed, signature });
    });
  };

  return {
    recover: (message, signature) => send({ message }, signature),
    recoverDigest: (hash, signature) => send({ hash }, signature),
    threads: () => workers.length,
    async close() {
      closed = true;
      const stopping = workers.splice(0);
      for (const entry of stopping) recoverHeldHere(entry);
      await Promise.all(stopping.map((entry) => entry.worker.terminate()));
    },
  };
}

function recoverSignedHere({ signed, signature }: Pick<Pending, 'signed' | 'signature'>) {
  return 'hash' in signed
    ? recoverDigestHere(signed.hash, signature)
    : recoverHere(signed.message, signature);
}
