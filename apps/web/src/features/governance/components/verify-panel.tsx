import type { PollExportResponse } from '@colony/contract/governance';
import type { VerificationReport } from '@colony/contract/governance-verify';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CheckIcon, CloseIcon } from '../../../components/ui/icons.tsx';
import { shortAddress } from '../../../lib/format/short-address.ts';
import { userMessageOf } from '../../../lib/http/user-message.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { getPollExport } from '../api/get-poll-export.ts';
import type { PollInfo } from '../api/get-poll-info.ts';

// viem's typed-data hashing and recovery load only when a visitor asks for the check.
const loadVerifier = () => import('../verify/run-verification.ts');

type State =
  | { kind: 'idle' }
  | { kind: 'running'; done: number; of: number }
  | { kind: 'done'; report: VerificationReport; data: PollExportResponse }
  | { kind: 'failed'; reason: string };

/** The same check from a terminal, against this server. */
const cliCommand = (id: string) => `npm run votes:verify -- ${id}`;

function download(data: PollExportResponse) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `proposal-${data.proposal.id}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * "Verify this result": fetches the export (every signed vote and the voters' snapshot power) and
 * recomputes the result in the browser, checking each signature, without trusting the server's
 * tally; then says whether the two agree, and where they do not.
 */
export function VerifyPanel({ info }: { info: PollInfo }) {
  const { t } = useTranslation('governance');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [exported, setExported] = useState<PollExportResponse>();

  const run = async () => {
    setState({ kind: 'running', done: 0, of: 0 });
    try {
      const [data, { runVerification, ChainUnreachableError }] = await Promise.all([
        getPollExport(info.id),
        loadVerifier(),
      ]);
      setExported(data);
      try {
        const report = await runVerification(data, (done, of) => setState({ kind: 'running', done, of }));
        setState({ kind: 'done', report, data });
      } catch (error) {
        setState({
          kind: 'failed',
          reason:
            error instanceof ChainUnreachableError
              ? t('verify.chainUnreachable', { chainId: error.chainId })
              : t('verify.unexpected'),
        });
      }
    } catch (error) {
      const message = userMessageOf(error);
      setState({
        kind: 'failed',
        reason: message?.text ?? t(`common:${message?.key ?? 'errors.unexpected'}`),
      });
    }
  };

  const saveExport = async () => {
    const data = exported ?? (await getPollExport(info.id).catch(() => undefined));
    if (data) {
      setExported(data);
      download(data);
    }
  };

  return (
    <section aria-labelledby="verify-title" className="panel rounded-2xl p-5 sm:p-6" data-testid="verify">
      <h2 id="verify-title" className="text-lg font-semibold text-ink">
        {t('verify.title')}
      </h2>
      <p className="mt-2 text-sm text-ink-muted">{t('verify.description')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button
          size="sm"
          data-testid="verify-run"
          loading={state.kind === 'running'}
          onClick={() => void run()}
          disabled={info.snapshot === null}
        >
          {state.kind === 'done' ? t('verify.again') : t('verify.run')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => void saveExport()} data-testid="verify-download">
          {t('verify.download')}
        </Button>
      </div>
      <div aria-live="polite" className="mt-4 text-sm" data-testid="verify-outcome">
        {state.kind === 'running' ? (
          <p className="text-ink-muted tabular-nums">
            {state.of > 0
              ? t('verify.progress', { done: state.done, total: state.of })
              : t('verify.fetching')}
          </p>
        ) : state.kind === 'failed' ? (
          <p role="alert" className="text-danger">
            {t('verify.failed', { reason: state.reason })}
          </p>
        ) : state.kind === 'done' ? (
          <VerifyOutcome report={state.report} data={state.data} />
        ) : null}
      </div>
      {/* For those who run the colony's code themselves; most visitors never need it. */}
      <details className="group mt-4 text-xs text-ink-faint" data-testid="verify-cli">
        <summary className="cursor-pointer rounded font-medium text-ink-muted hover:text-ink">
          {t('verify.cliSummary')}
        </summary>
        <p className="mt-2">{t('verify.cliHelp')}</p>
        <code className="mt-2 block rounded-md border border-line bg-space-950/60 px-3 py-2 font-mono break-all text-ink-muted">
          {cliCommand(info.id)}
        </code>
      </details>
    </section>
  );
}

function VerifyOutcome({ report, data }: { report: VerificationReport; data: PollExportResponse }) {
  const { t } = useTranslation('governance');
  const counted = report.recomputed.voters;
  return report.agrees ? (
    <div
      className="flex gap-3 rounded-lg border border-success/40 bg-success/10 px-4 py-3"
      data-testid="verify-agrees"
    >
      <CheckIcon className="mt-0.5 size-5 shrink-0 text-success" />
      <div>
        <p className="font-semibold text-ink">{t('verify.agrees')}</p>
        <p className="mt-1 text-xs text-ink-muted">
          {t('verify.agreesDetail', {
            votes: report.checkedVotes,
            counted,
            contracts: report.contractWalletVotes,
          })}
        </p>
      </div>
    </div>
  ) : (
    <div
      className="flex gap-3 rounded-lg border border-danger/40 bg-danger/10 px-4 py-3"
      data-testid="verify-disagrees"
    >
      <CloseIcon className="mt-0.5 size-5 shrink-0 text-danger" />
      <div className="min-w-0">
        <p className="font-semibold text-ink">{t('verify.disagrees')}</p>
        <ul className="mt-2 flex flex-col gap-1 text-xs text-ink-muted">
          {report.findings.map((finding) => (
            <li key={`${finding.voteId}-${finding.problem}`}>
              {t('verify.finding', {
                voter: shortAddress(finding.voter),
                problem: t(`verify.problems.${finding.problem}`),
              })}
            </li>
          ))}
          {report.differences.map(([name, server, recomputed]) => (
            <li key={name}>{t('verify.difference', { name, server, recomputed })}</li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-ink-faint">{t('verify.exportedAt', { at: data.exportedAt })}</p>
      </div>
    </div>
  );
}
