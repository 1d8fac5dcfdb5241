/**
 * `npm run votes:verify -- <proposal id> [--url <server>] [--file <export.json>]`: recomputes a
 * proposal's result from its public export (signed votes and snapshot) independently of the
 * server's tally and says whether they agree (verify-command.ts). The server is PUBLIC_URL, or this
 * machine's PORT; contract wallets' signatures are asked of RPC_URL_1 and RPC_URL_56.
 */
import { contractSignatureCheck } from '../../chain/contract-signature.ts';
import { loadEnv, type SupportedChainId } from '../../env.ts';
import { verifyCommand } from './verify-command.ts';

const env = loadEnv();
const nodes: Record<SupportedChainId, string> = { 1: env.RPC_URL_1, 56: env.RPC_URL_56 };
process.exitCode = await verifyCommand(process.argv.slice(2), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  defaultUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  chainCheck: contractSignatureCheck(new Map(Object.entries(nodes).map(([id, url]) => [Number(id), url]))),
});
