import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A JSON-RPC relay in front of a test chain that counts what it is asked, by method: point a
 * server's `RPC_URL_*` at `url` to see how many questions a request or a job puts to the node.
 */
export interface CountingRpc {
  url: string;
  /** Calls per method since the last `reset`. */
  counts(): Record<string, number>;
  total(): number;
  reset(): void;
  close(): Promise<void>;
}

export async function countingRpc(upstream: string): Promise<CountingRpc> {
  const counts = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      try {
        const parsed = JSON.parse(body) as { method?: string } | { method?: string }[];
        for (const call of Array.isArray(parsed) ? parsed : [parsed]) {
          const method = call.method ?? '?';
          counts.set(method, (counts.get(method) ?? 0) + 1);
        }
        const answer = await fetch(upstream, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(await answer.text());
      } catch (error) {
        response.writeHead(502);
        response.end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts: () => Object.fromEntries(counts),
    total: () => [...counts.values()].reduce((sum, count) => sum + count, 0),
    reset: () => counts.clear(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
