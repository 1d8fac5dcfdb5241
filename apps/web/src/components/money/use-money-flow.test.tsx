import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http/api-error.ts';
import { NetworkError } from '../../lib/http/network-error.ts';
import { useIdempotentMutation } from '../../lib/money/use-idempotent-mutation.ts';
import { TestProviders, testQueryClient } from '../../lib/testing/test-providers.tsx';
import {
  initialMoneyFlow,
  type MoneyFlowEvent,
  type MoneyFlowState,
  moneyFlowTransition,
  useMoneyFlow,
} from './use-money-flow.ts';

interface Draft {
  amount: string;
}
type State = MoneyFlowState<Draft, string>;
type Event = MoneyFlowEvent<Draft, string>;

const run = (events: Event[], from: State = initialMoneyFlow('form', { amount: '' })) =>
  events.reduce(moneyFlowTransition<Draft, string>, from);

describe('moneyFlowTransition', () => {
  it('goes from the form to the confirmation only with a draft that passes, and shows problems from then on', () => {
    const refused = run([{ type: 'next', ok: false }]);
    expect(refused).toMatchObject({ step: 'form', checked: true });
    expect(run([{ type: 'next', ok: true }])).toMatchObject({ step: 'confirm', checked: true });
  });

  it('sends only from the confirmation, and once until the answer', () => {
    expect(run([{ type: 'send' }]).step).toBe('form');
    const sending = run([{ type: 'next', ok: true }, { type: 'send' }]);
    expect(sending.step).toBe('sending');
    expect(moneyFlowTransition(sending, { type: 'send' })).toBe(sending);
    expect(moneyFlowTransition(sending, { type: 'back' })).toBe(sending);
    expect(moneyFlowTransition(sending, { type: 'edit', draft: { amount: '2' } })).toBe(sending);
  });

  it('keeps a failure at the confirmation, also back and forth, until the member sends again or edits', () => {
    const error = new Error('refused');
    const failed = run([{ type: 'next', ok: true }, { type: 'send' }, { type: 'failed', error }]);
    expect(failed).toMatchObject({ step: 'failed', error });
    const again = run([{ type: 'back' }, { type: 'next', ok: true }], failed);
    expect(again).toMatchObject({ step: 'failed', error });
    expect(run([{ type: 'send' }], again)).toMatchObject({ step: 'sending', error: undefined });
    const edited = run([{ type: 'back' }, { type: 'edit', draft: { amount: '3' } }], failed);
    expect(edited).toMatchObject({ step: 'form', error: undefined, draft: { amount: '3' } });
    expect(run([{ type: 'next', ok: true }], edited).step).toBe('confirm');
  });

  it('keeps the result once done, and ignores an answer nobody waits for', () => {
    const done = run([{ type: 'next', ok: true }, { type: 'send' }, { type: 'succeeded', result: 'ok' }]);
    expect(done).toMatchObject({ step: 'done', result: 'ok' });
    expect(moneyFlowTransition(done, { type: 'failed', error: new Error('late') })).toBe(done);
    const form = run([]);
    expect(moneyFlowTransition(form, { type: 'succeeded', result: 'stray' })).toBe(form);
  });

  it('starts afresh at each opening, except while a write is on its way', () => {
    const open: Event = { type: 'open', start: 'form', draft: { amount: '' } };
    const done = run([
      { type: 'edit', draft: { amount: '5' } },
      { type: 'next', ok: true },
      { type: 'send' },
      { type: 'succeeded', result: 'ok' },
    ]);
    expect(run([open], done)).toEqual(initialMoneyFlow('form', { amount: '' }));
    const sending = run([{ type: 'next', ok: true }, { type: 'send' }]);
    expect(run([open], sending)).toBe(sending);
    expect(run([{ type: 'open', start: 'confirm', draft: { amount: '' } }], done).step).toBe('confirm');
  });
});

interface Answer {
  resolve: (result: string) => void;
  reject: (error: unknown) => void;
}

/** A write whose answers the test gives, one per call, recording the keys it was sent with. */
function controlledWrite() {
  const calls: { request: Draft; key: string; answer: Answer }[] = [];
  const mutationFn = (request: Draft, key: string) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ request, key, answer: { resolve, reject } });
    });
  return { calls, mutationFn };
}

function renderFlow(
  write: ReturnType<typeof controlledWrite>,
  handlers: { onSuccess?: (result: string) => void; onError?: (error: unknown) => void } = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders client={testQueryClient()}>{children}</TestProviders>
  );
  return renderHook(
    ({ open }: { open: boolean }) => {
      const mutation = useIdempotentMutation({ mutationFn: write.mutationFn });
      return useMoneyFlow({
        open,
        draft: () => ({ amount: '' }),
        send: mutation.sendAsync,
        ...handlers,
      });
    },
    { wrapper, initialProps: { open: true } },
  );
}

/** Lets the promise callbacks of a settled answer run, inside act. */
const settle = () => act(async () => {});

describe('useMoneyFlow', () => {
  it('sends once when Confirm is pressed twice before the dialog has rendered again', async () => {
    const write = controlledWrite();
    const { result } = renderFlow(write);
    act(() => result.current.next(true));
    act(() => {
      result.current.confirm({ amount: '5' });
      result.current.confirm({ amount: '5' });
    });
    await settle();
    expect(write.calls).toHaveLength(1);
    expect(result.current.step).toBe('sending');
    write.calls[0]?.answer.resolve('ok');
    await settle();
    expect(result.current).toMatchObject({ step: 'done', result: 'ok' });
  });

  it('retries after a network failure under the same Idempotency-Key, and after a refusal under a new one', async () => {
    const write = controlledWrite();
    const { result } = renderFlow(write);
    act(() => result.current.next(true));

    act(() => result.current.confirm({ amount: '5' }));
    await settle();
    write.calls[0]?.answer.reject(new NetworkError({ url: '/api/user/user/confirmTrans' }));
    await settle();
    expect(result.current.step).toBe('failed');
    expect(result.current.problem).toBe('Network error, please check your connection and try again');

    act(() => result.current.confirm({ amount: '5' }));
    expect(result.current.problem).toBeUndefined();
    await settle();
    write.calls[1]?.answer.reject(new ApiError({ code: 3050, msg: 'Insufficient balance', data: null }));
    await settle();
    expect(result.current.problem).toBe('Insufficient balance');

    act(() => result.current.confirm({ amount: '5' }));
    await settle();
    write.calls[2]?.answer.resolve('ok');
    await settle();
    const keys = write.calls.map((call) => call.key);
    // Nobody knows whether the first arrived: the retry carries its key.
    expect(keys[1]).toBe(keys[0]);
    // The server keeps a refusal as its key's answer: the next attempt is a new write.
    expect(keys[2]).not.toBe(keys[1]);
    expect(result.current.step).toBe('done');
  });

  it('keeps the result of a write sent before the dialog was closed, and reopened meanwhile', async () => {
    const write = controlledWrite();
    const onSuccess = vi.fn();
    const { result, rerender } = renderFlow(write, { onSuccess });
    act(() => result.current.update({ amount: '5' }));
    act(() => result.current.next(true));
    act(() => result.current.confirm({ amount: '5' }));
    await settle();

    rerender({ open: false });
    rerender({ open: true });
    // Reopened while it is sent: the dialog still waits for the answer, with what was sent.
    expect(result.current).toMatchObject({ step: 'sending', draft: { amount: '5' } });

    rerender({ open: false });
    write.calls[0]?.answer.resolve('ok');
    await settle();
    expect(onSuccess).toHaveBeenCalledWith('ok', { amount: '5' });
    expect(result.current).toMatchObject({ step: 'done', result: 'ok' });
    expect(write.calls).toHaveLength(1);

    // Once the answer is in, the next opening starts afresh.
    rerender({ open: true });
    expect(result.current).toMatchObject({ step: 'form', draft: { amount: '' }, result: undefined });
  });

  it('still hands over the answer when the dialog has gone before it arrives', async () => {
    const write = controlledWrite();
    const onSuccess = vi.fn();
    const { result, unmount } = renderFlow(write, { onSuccess });
    act(() => result.current.next(true));
    act(() => result.current.confirm({ amount: '5' }));
    await settle();
    unmount();
    write.calls[0]?.answer.resolve('ok');
    await settle();
    expect(onSuccess).toHaveBeenCalledWith('ok', { amount: '5' });
  });

  it('starts a dialog that only asks to confirm at the confirmation, without a draft', () => {
    const write = controlledWrite();
    const { result } = renderHook(
      () =>
        useMoneyFlow({
          open: true,
          start: 'confirm',
          send: (request: Draft) => write.mutationFn(request, 'k'),
        }),
      { wrapper: ({ children }) => <TestProviders client={testQueryClient()}>{children}</TestProviders> },
    );
    expect(result.current.step).toBe('confirm');
    expect(result.current.draft).toBeUndefined();
  });
});
