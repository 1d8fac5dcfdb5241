import { useQuery } from '@tanstack/react-query';
import { depositInfoQueryOptions } from '../../lib/money/get-deposit-info.ts';
import { useWhenIdle } from '../ui/use-when-idle.ts';

/**
 * Whether the server runs on the local development chain (its deposit info marks the chain), the
 * setup of `npm start` and `npm run dev`. Asked once the page is idle, never before the first paint;
 * the recharge and withdraw dialogs share the answer.
 */
export function useDevChain(): boolean {
  const idle = useWhenIdle();
  const { data } = useQuery({ ...depositInfoQueryOptions, enabled: idle });
  return data?.chains.some((chain) => chain.devChain) ?? false;
}
