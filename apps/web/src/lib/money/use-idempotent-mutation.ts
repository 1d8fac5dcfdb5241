import { type MutateOptions, useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { createIdempotentAction } from './idempotent-action.ts';

interface Sent<Request> {
  request: Request;
  key: string;
}

/**
 * A money write the member confirms, sent with an `Idempotency-Key`: confirming the same request
 * again after a failure that leaves the outcome open sends the same key, so the server runs it
 * once; a success, a refusal or a changed request takes a new key (`lib/money/idempotent-action.ts`).
 * `onSuccess` is where the endpoint's file refreshes what the write changed; `onError` what a
 * refusal shows to have changed meanwhile.
 */
export function useIdempotentMutation<Request, Response>({
  mutationFn,
  onSuccess,
  onError,
}: {
  mutationFn: (request: Request, idempotencyKey: string) => Promise<Response>;
  onSuccess?: (response: Response, request: Request) => void;
  onError?: (error: Error, request: Request) => void;
}) {
  const [action] = useState(createIdempotentAction);
  const mutation = useMutation({
    mutationFn: ({ request, key }: Sent<Request>) => mutationFn(request, key),
    onSuccess: (response, { request }) => {
      action.settle();
      onSuccess?.(response, request);
    },
    onError: (error, { request }) => {
      action.settle(error);
      onError?.(error, request);
    },
  });
  const { mutate, mutateAsync } = mutation;
  const send = useCallback(
    (request: Request, options?: MutateOptions<Response, Error, Sent<Request>>) =>
      mutate({ request, key: action.keyFor(request) }, options),
    [mutate, action],
  );
  /** The same write as a promise, which settles even when the component has gone meanwhile. */
  const sendAsync = useCallback(
    (request: Request) => mutateAsync({ request, key: action.keyFor(request) }),
    [mutateAsync, action],
  );
  return { ...mutation, send, sendAsync };
}
