import { useCallback, useEffect, useState } from 'react';
import {
  addPendingDeposit,
  type PendingDeposit,
  readPendingDeposits,
  removePendingDeposit,
} from '../pending-deposits.ts';

/** The member's deposits on their way, kept in localStorage so a reload keeps following them. */
export function usePendingDeposits(address: string | undefined) {
  const [deposits, setDeposits] = useState<PendingDeposit[]>(() =>
    address ? readPendingDeposits(address) : [],
  );
  useEffect(() => {
    setDeposits(address ? readPendingDeposits(address) : []);
  }, [address]);
  const add = useCallback(
    (deposit: PendingDeposit) => {
      if (address) setDeposits(addPendingDeposit(address, deposit));
    },
    [address],
  );
  /** Credited or failed: no longer followed after a reload, still shown until dismissed. */
  const settle = useCallback(
    (hash: string) => {
      if (address) removePendingDeposit(address, hash);
    },
    [address],
  );
  const dismiss = useCallback(
    (hash: string) => {
      if (address) removePendingDeposit(address, hash);
      setDeposits((current) => current.filter((deposit) => deposit.hash !== hash));
    },
    [address],
  );
  return { deposits, add, settle, dismiss };
}
