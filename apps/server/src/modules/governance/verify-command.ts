import { readFile } from 'node:fs/promises';
import { formatUnits } from '@colony/contract/assets';
import { type PollExportResponse, pollExportResponse } from '@colony/contract/governance';
import { POLL_PATHS, POWER_DECIMALS } from '@colony/contract/governance-signing';
import {
  type ContractSignatureCheck,
  type VerificationReport,
  verifyExport,
} from '@colony/contract/governance-verify';
import { hashTypedData } from 'viem';
import type { ContractSignatureCheck as ChainCheck } from '../../chain/contract-signature.ts';

/**
 * `npm run votes:verify -- <proposal id> [--url <server>] [--file <export.json>]`: fetches a
 * proposal's public export (or reads one downloaded from the page) and recomputes its result from
 * the signed votes and the snapshot alone, asking the chain only about contract wallets' signatures.
 * Prints both tallies side by side; exits 0 when they agree, 1 when they do not, 2 when it could
 * not check (bad arguments, no answer from the server or a chain).
 */

export interface VerifyIo {
  out(line: string): void;
  err(line: string): void;
  /** The default server (PUBLIC_URL or localhost:PORT) and the chains' nodes. */
  defaultUrl: string;
  chainCheck: ChainCheck;
  fetch?: typeof fetch;
}

const USAGE = 'usage: npm run votes:verify -- <proposal id> [--url <server>] [--file <export.json>]';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function argumentsOf(args: readonly string[]): { id?: string; url?: string; file?: string } | string {
  const parsed: { id?: string; url?: string; file?: string } = {};
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string;
    if (arg === '--url' || arg === '--file') {
      const value = args[++index];
      if (!value) return `${arg} needs a value`;
      parsed[arg === '--url' ? 'url' : 'file'] = value;
    } else if (arg.startsWith('--')) return `unknown option ${arg}`;
    else if (parsed.id === undefined) parsed.id = arg;
    else return `unexpected argument ${arg}`;
  }
  if (parsed.id !== undefined && !UUID.test(parsed.id)) return `${parsed.id} is not a proposal id`;
  if (parsed.id === undefined && parsed.file === undefined) return 'name a proposal id or an export file';
  return parsed;
}

async function fetchExport(url: string, id: string, doFetch: typeof fetch): Promise<PollExportResponse> {
  const response = await doFetch(new URL(`/api${POLL_PATHS.export}`, url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id }),
  });
  const body = (await response.json()) as { code: number; msg: string; data: unknown };
  if (body.code !== 200) throw new Error(`the server answered ${body.code}: ${body.msg}`);
  return pollExportResponse.parse(body.data);
}

const power = (value: string | bigint | null) =>
  value === null ? '—' : formatUnits(BigInt(value), POWER_DECIMALS);

export function formatReport(data: PollExportResponse, report: VerificationReport): string[] {
  const { proposal, tally: server } = data;
  const recomputed = report.recomputed;
  const lines = [
    `Proposal ${proposal.id} "${proposal.title}" (${proposal.votingType === 'single' ? 'single choice' : 'approval'}, ${server.status})`,
    data.snapshot
      ? `Snapshot ${data.snapshot.takenAt}: ${data.snapshot.members} members, ${power(data.snapshot.totalPower)} voting power`
      : 'No snapshot yet: the proposal has not started',
    `Votes checked: ${report.checkedVotes} (${report.contractWalletVotes} by contract wallets), ${recomputed.voters} counted`,
    '',
    `${'choice'.padEnd(28)}${'server'.padEnd(32)}recomputed`,
  ];
  for (const total of recomputed.choices) {
    const claimed = server.choices.find((entry) => entry.choice === total.choice);
    const label = `${total.choice} ${proposal.choices[total.choice - 1] ?? ''}`.slice(0, 27).padEnd(28);
    const left = claimed ? `${power(claimed.power)} (${claimed.votes} votes)` : 'missing';
    lines.push(`${label}${left.padEnd(32)}${power(total.power)} (${total.votes} votes)`);
  }
  lines.push(
    `${'cast'.padEnd(28)}${power(server.cast).padEnd(32)}${power(recomputed.cast)}`,
    `${'quorum needed'.padEnd(28)}${power(server.quorumRequired).padEnd(32)}${power(recomputed.quorumRequired)}`,
    `${'result'.padEnd(28)}${String(server.result ?? 'open').padEnd(32)}${recomputed.result ?? 'open'}`,
    '',
  );
  for (const finding of report.findings)
    lines.push(`! vote ${finding.voteId} of ${finding.voter}: ${finding.problem}`);
  for (const [name, claimed, found] of report.differences)
    lines.push(`! ${name}: the server says ${claimed}, the votes give ${found}`);
  lines.push(
    report.agrees
      ? "✓ The server's result agrees with the signed votes and the snapshot."
      : "✗ The server's result does NOT agree with the signed votes and the snapshot.",
  );
  return lines;
}

export async function verifyCommand(args: readonly string[], io: VerifyIo): Promise<number> {
  const parsed = argumentsOf(args);
  if (typeof parsed === 'string') {
    io.err(parsed);
    io.err(USAGE);
    return 2;
  }
  let data: PollExportResponse;
  try {
    data = parsed.file
      ? pollExportResponse.parse(JSON.parse(await readFile(parsed.file, 'utf8')))
      : await fetchExport(parsed.url ?? io.defaultUrl, parsed.id ?? '', io.fetch ?? fetch);
  } catch (error) {
    io.err(`could not read the export: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  if (parsed.id && parsed.id.toLowerCase() !== data.proposal.id.toLowerCase()) {
    io.err(`the export is of proposal ${data.proposal.id}, not ${parsed.id}`);
    return 2;
  }
  const checkContractSignature: ContractSignatureCheck = ({ voter, chainId, typedData, signature }) =>
    io.chainCheck({ chainId, address: voter, hash: hashTypedData(typedData), signature });
  let report: VerificationReport;
  try {
    report = await verifyExport(data, { checkContractSignature });
  } catch (error) {
    io.err(
      `could not ask the chain about a contract wallet: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 2;
  }
  for (const line of formatReport(data, report)) io.out(line);
  return report.agrees ? 0 : 1;
}
