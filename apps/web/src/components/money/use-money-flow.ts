import { useCallback, useEffect, useRef, useState } from 'react';
import { useServerProblemText } from '../../lib/money/use-server-problem-text.ts';

/**
 * Where a money dialog stands: filling in its form, reading its confirmation, waiting for the
 * answer, done with the result, or back at the confirmation with the last attempt's problem.
 */
export type MoneyFlowStep = 'form' | 'confirm' | 'sending' | 'done' | 'failed';

export interface MoneyFlowState<Draft, Result> {
  step: MoneyFlowStep;
  /** What the member has filled in so far. */
  draft: Draft;
  /** Whether the member has asked to continue: the form shows its problems from then on. */
  checked: boolean;
  /** The last attempt's failure, kept until the member sends again or changes the request. */
  error: unknown;
  /** The answer of the confirmed write, once it is done. */
  result: Result | undefined;
}

export type MoneyFlowEvent<Draft, Result> =
  | { type: 'open'; start: 'form' | 'confirm'; draft: Draft }
  | { type: 'next'; ok: boolean }
  | { type: 'back' }
  | { type: 'edit'; draft: Draft }
  | { type: 'send' }
  | { type: 'succeeded'; result: Result }
  | { type: 'failed'; error: unknown };

export function initialMoneyFlow<Draft, Result>(
  start: 'form' | 'confirm',
  draft: Draft,
): MoneyFlowState<Draft, Result> {
  return { step: start, draft, checked: false, error: undefined, result: undefined };
}

/** The next state of a money dialog: a pure function, so every path through it can be tested alone. */
export function moneyFlowTransition<Draft, Result>(
  state: MoneyFlowState<Draft, Result>,
  event: MoneyFlowEvent<Draft, Result>,
): MoneyFlowState<Draft, Result> {
  const atConfirmation = state.step === 'confirm' || state.step === 'failed';
  switch (event.type) {
    case 'open':
      // A write on its way when the dialog opens again keeps its step: its answer is still to come.
      return state.step === 'sending' ? state : initialMoneyFlow(event.start, event.draft);
    case 'next':
      if (state.step !== 'form') return state;
      // The confirmation still shows what went wrong last time until the request changes.
      return {
        ...state,
        checked: true,
        step: event.ok ? (state.error === undefined ? 'confirm' : 'failed') : 'form',
      };
    case 'back':
      return atConfirmation ? { ...state, step: 'form' } : state;
    case 'edit':
      return state.step === 'sending' ? state : { ...state, draft: event.draft, error: undefined };
    case 'send':
      return atConfirmation ? { ...state, step: 'sending', error: undefined } : state;
    case 'succeeded':
      return state.step === 'sending' ? { ...state, step: 'done', result: event.result } : state;
    case 'failed':
      return state.step === 'sending' ? { ...state, step: 'failed', error: event.error } : state;
  }
}

export interface MoneyFlowOptions<Draft, Request, Result> {
  /** Each opening starts afresh, unless a write is still on its way. */
  open: boolean;
  /** A dialog that only asks to confirm starts at the confirmation. */
  start?: 'form' | 'confirm';
  /** The form as each opening shows it. */
  draft?: () => Draft;
  /**
   * The confirmed write: usually an endpoint's `sendAsync` (`lib/money/use-idempotent-mutation.ts`),
   * which sends a confirmation retried after an unsettled failure under the same key and refreshes
   * what the write changed.
   */
  send: (request: Request) => Promise<Result>;
  /** Called when an opening starts afresh, for what the dialog keeps beside the draft. */
  onOpen?: () => void;
  /** Called with the answer, also when the dialog has been closed or has gone meanwhile. */
  onSuccess?: (result: Result, request: Request) => void;
  onError?: (error: unknown, request: Request) => void;
}

/**
 * The steps every money dialog goes through, form → confirm → sending → done or failed (and back to
 * the confirmation for a retry). Confirming while a write is on its way does nothing, so a double
 * click sends once; the answer is taken from the write's promise rather than from the component, so
 * closing the dialog while it is sent loses neither the result nor the success handler.
 */
export function useMoneyFlow<Request, Result, Draft extends object | undefined = undefined>(
  options: MoneyFlowOptions<Draft, Request, Result>,
) {
  const { open, start = 'form' } = options;
  const latest = useRef(options);
  latest.current = options;
  const [state, setState] = useState(() =>
    initialMoneyFlow<Draft, Result>(start, options.draft?.() as Draft),
  );
  // The state as of the last event, read by the next one at once: a second click in the same
  // frame sees the write on its way, before React has rendered the first.
  const current = useRef(state);
  const transition = useCallback((event: MoneyFlowEvent<Draft, Result>) => {
    current.current = moneyFlowTransition(current.current, event);
    setState(current.current);
  }, []);

  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current && current.current.step !== 'sending') {
      transition({ type: 'open', start, draft: latest.current.draft?.() as Draft });
      latest.current.onOpen?.();
    }
    wasOpen.current = open;
  }, [open, start, transition]);

  const confirm = useCallback(
    (request: Request) => {
      const before = current.current;
      transition({ type: 'send' });
      // Refused: already on its way (a second click), or not at the confirmation.
      if (current.current === before) return;
      latest.current.send(request).then(
        (result) => {
          transition({ type: 'succeeded', result });
          latest.current.onSuccess?.(result, request);
        },
        (error: unknown) => {
          transition({ type: 'failed', error });
          latest.current.onError?.(error, request);
        },
      );
    },
    [transition],
  );
  const next = useCallback((ok: boolean) => transition({ type: 'next', ok }), [transition]);
  const back = useCallback(() => transition({ type: 'back' }), [transition]);
  const update = useCallback(
    (patch: Partial<Draft>) =>
      transition({ type: 'edit', draft: { ...current.current.draft, ...patch } as Draft }),
    [transition],
  );

  const problem = useServerProblemText(state.error);
  return {
    ...state,
    sending: state.step === 'sending',
    /** The last failure in the member's language (`lib/money/use-server-problem-text.ts`). */
    problem,
    /** Continue from the form; `ok` when the draft passes its checks. */
    next,
    back,
    /** Change the draft; a changed request clears the last attempt's problem. */
    update,
    confirm,
  };
}
