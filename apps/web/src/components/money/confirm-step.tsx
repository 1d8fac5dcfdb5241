import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button, type ButtonVariant } from '../ui/button.tsx';
import { ServerProblem } from './server-problem.tsx';
import { SummaryList, type SummaryRow } from './summary-list.tsx';

/**
 * The confirmation step of a money dialog: what is about to happen, row by row, a note (that it
 * cannot be undone), and the server's refusal or failure where the member can act on it.
 */
export function ConfirmStep({
  rows,
  note,
  problem,
  children,
}: {
  rows: SummaryRow[];
  note?: string;
  /** The last attempt's refusal or failure, in the member's language. */
  problem?: string;
  /** Shown under the problem: what the member can do about it (a link, a choice). */
  children?: ReactNode;
}) {
  return (
    <>
      <SummaryList rows={rows} />
      {note ? <p className="mt-3 text-xs text-ink-muted">{note}</p> : null}
      <ServerProblem message={problem} />
      {children}
    </>
  );
}

/** Back to the form and Confirm, under a confirmation step; neither can be pressed twice while sending. */
export function ConfirmActions({
  onBack,
  onConfirm,
  confirmLabel,
  pending,
  backLabel,
  variant,
  'data-testid': testId,
}: {
  onBack: () => void;
  onConfirm: () => void;
  confirmLabel: string;
  pending: boolean;
  /** "Back" unless the step has another way out ("Cancel"). */
  backLabel?: string;
  /** Of the Confirm button: `danger` where confirming gives something up (an order, a queue place). */
  variant?: ButtonVariant;
  /** Of the Confirm button. */
  'data-testid'?: string;
}) {
  const { t } = useTranslation('money');
  return (
    <>
      <Button variant="ghost" disabled={pending} onClick={onBack}>
        {backLabel ?? t('flow.back')}
      </Button>
      <Button variant={variant} loading={pending} onClick={onConfirm} data-testid={testId}>
        {confirmLabel}
      </Button>
    </>
  );
}
