import { Worker } from 'node:worker_threads';
import { type Address, type Hex, recoverMessageAddress } from 'viem';

/** Recovers the account that signed an EIP-191 message; null when the signature recovers to none. */
export type RecoverSigner = (message: string, signature: Hex) => Promise<Address | null>;

/** Signature recovery on this thread. */
export const recoverHere: RecoverSigner = async (message, signature) => {
  try {
    return await recoverMessageAddress({ message, signature });
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
import(workerData.viemUrl).then(({ recoverMessageAddress }) => {
  parentPort.on('message', ({ id, message, signature }) => {
    recoverMessageAddress({ message, signature }).then(
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
  message: string;
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
    for (const request of entry.pending.values()) {
      void recoverHere(request.message, request.signature).then(request.resolve);
    }
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

  return {
    recover(message, signature) {
      const entry = workers.reduce<PoolWorker | undefined>(
        (least, candidate) => (!least || candidate.pending.size < least.pending.size ? candidate : least),
        undefined,
      );
      if (!entry) return recoverHere(message, signature);
      const id = nextId++;
      return new Promise((resolve) => {
        entry.pending.set(id, { resolve, message, signature });
        entry.worker.postMessage({ id, message, signature });
      });
    },
    threads: () => workers.length,
    async close() {
      closed = true;
      const stopping = workers.splice(0);
      for (const entry of stopping) recoverHeldHere(entry);
      await Promise.all(stopping.map((entry) => entry.worker.terminate()));
    },
  };
}
