import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import { NetworkError } from '../http/network-error.ts';
import { TestProviders, testQueryClient } from '../testing/test-providers.tsx';
import { useIdempotentMutation } from './use-idempotent-mutation.ts';

function wrapper({ children }: { children: ReactNode }) {
  return <TestProviders client={testQueryClient()}>{children}</TestProviders>;
}

describe('useIdempotentMutation', () => {
  it('sends an unsettled failure again under its key, and a refusal, a success or a new request under new ones', async () => {
    const keys: string[] = [];
    const answers: (() => unknown)[] = [
      () => {
        throw new NetworkError({ url: '/api/user/user/confirmTrans' });
      },
      () => {
        throw new ApiError({ code: 3050, msg: 'Insufficient balance', data: null });
      },
      () => 'done',
      () => 'done',
    ];
    const onSuccess = vi.fn();
    const { result } = renderHook(
      () =>
        useIdempotentMutation({
          mutationFn: async (_request: { amount: string }, key: string) => {
            keys.push(key);
            return (answers.shift() as () => unknown)();
          },
          onSuccess,
        }),
      { wrapper },
    );
    const sendAndWait = async (request: { amount: string }) => {
      act(() => result.current.send(request));
      await waitFor(() => expect(result.current.isPending).toBe(false));
    };

    await sendAndWait({ amount: '1' });
    await sendAndWait({ amount: '1' });
    await sendAndWait({ amount: '1' });
    await sendAndWait({ amount: '1' });
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[3]).not.toBe(keys[2]);
    expect(onSuccess).toHaveBeenCalledTimes(2);
    expect(onSuccess).toHaveBeenLastCalledWith('done', { amount: '1' });
  });
});
