import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button, type ButtonVariant } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { ConfirmActions } from './confirm-step.tsx';
import type { MoneyFlowStep } from './use-money-flow.ts';

/** What the dialog shows at one step. */
export interface MoneyFlowScreen {
  title: string;
  description?: string;
  body: ReactNode;
  footer: ReactNode;
}

/** The part of `useMoneyFlow` the frame drives. */
interface FlowControls<Request, Result> {
  step: MoneyFlowStep;
  result: Result | undefined;
  sending: boolean;
  next: (ok: boolean) => void;
  back: () => void;
  confirm: (request: Request) => void;
}

export interface MoneyFlowDialogProps<Request, Result> {
  flow: FlowControls<Request, Result>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  'data-testid': string;
  /** The form step; none for a dialog that only asks to confirm (Back then closes it). */
  form?: {
    title: string;
    description?: string;
    /** The fields, and what the form says under them. */
    fields: ReactNode;
    /** Whether the draft passes its checks, so that Continue leads to the confirmation. */
    ok: boolean;
    /** Continue waits for what the checks need. */
    disabled?: boolean;
    /** Called when the member continues, before the step changes. */
    onContinue?: () => void;
  };
  confirm: {
    title: string;
    /** "Check the details before you confirm." unless the confirmation says more. */
    description?: string;
    /** What is about to happen (usually a `ConfirmStep`); none while the draft does not pass. */
    summary: ReactNode;
    /** What Confirm sends; none while the draft does not pass. */
    request: Request | undefined;
    /** Instead of sending `request` at once (a wallet payment checks the server's limits first). */
    onConfirm?: () => void;
    label: string;
    /** Of the Confirm button. */
    'data-testid': string;
    backLabel?: string;
    variant?: ButtonVariant;
  };
  /** The result, for a dialog that stays open once done; others close in their `onSuccess`. */
  done?: (result: Result) => MoneyFlowScreen;
  /** A step of the dialog's own, shown instead of the flow's (the avatar queue's offer). */
  screen?: MoneyFlowScreen;
  /** Something of the dialog's own is running that closing would cut off. */
  busy?: boolean;
}

/**
 * The frame of a money dialog: the step's title and description, the form with its Continue (Enter
 * continues too), the confirmation with Back and Confirm, the result. While the write is on its way
 * neither button can be pressed and the dialog cannot be dismissed.
 */
export function MoneyFlowDialog<Request, Result>({
  flow,
  open,
  onOpenChange,
  form,
  confirm,
  done,
  screen,
  busy = false,
  'data-testid': testId,
}: MoneyFlowDialogProps<Request, Result>) {
  const { t } = useTranslation('money');
  const pending = flow.sending || busy;

  let shown: MoneyFlowScreen;
  if (screen) {
    shown = screen;
  } else if (flow.step === 'done' && done) {
    shown = done(flow.result as Result);
  } else if (flow.step === 'form' && form) {
    const next = () => {
      form.onContinue?.();
      flow.next(form.ok);
    };
    shown = {
      title: form.title,
      description: form.description,
      body: (
        <form
          className="flex flex-col gap-5"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            next();
          }}
        >
          {form.fields}
          {/* Enter in a field continues, as the button does. */}
          <button type="submit" hidden tabIndex={-1} />
        </form>
      ),
      footer: (
        <Button className="w-full sm:w-auto" disabled={form.disabled} onClick={next}>
          {t('flow.next')}
        </Button>
      ),
    };
  } else {
    const { request } = confirm;
    shown = {
      title: confirm.title,
      description: confirm.description ?? t('flow.review'),
      body: confirm.summary,
      footer: (
        <ConfirmActions
          onBack={form ? flow.back : () => onOpenChange(false)}
          backLabel={confirm.backLabel}
          onConfirm={confirm.onConfirm ?? (() => request !== undefined && flow.confirm(request))}
          confirmLabel={confirm.label}
          variant={confirm.variant}
          pending={pending}
          data-testid={confirm['data-testid']}
        />
      ),
    };
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      dismissable={!pending}
      title={shown.title}
      description={shown.description}
      footer={shown.footer}
      data-testid={testId}
    >
      {shown.body}
    </Dialog>
  );
}
