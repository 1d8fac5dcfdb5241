import { useCallback, useEffect, useState } from 'react';
import {
  addPendingPurchase,
  type PendingPurchase,
  readPendingPurchases,
  recordPurchaseOrder,
  removePendingPurchase,
} from '../pending-purchases.ts';

/** The member's avatar payments on their way, kept in localStorage so a reload keeps following them. */
export function usePendingPurchases(address: string | undefined) {
  const [purchases, setPurchases] = useState<PendingPurchase[]>(() =>
    address ? readPendingPurchases(address) : [],
  );
  useEffect(() => {
    setPurchases(address ? readPendingPurchases(address) : []);
  }, [address]);
  const add = useCallback(
    (purchase: PendingPurchase) => {
      if (address) setPurchases(addPendingPurchase(address, purchase));
    },
    [address],
  );
  const recordOrder = useCallback(
    (hash: string, orderId: string) => {
      if (address) recordPurchaseOrder(address, hash, orderId);
    },
    [address],
  );
  /** Settled: no longer followed after a reload, still shown until dismissed. True the first time. */
  const settle = useCallback(
    (hash: string) => (address ? removePendingPurchase(address, hash) : false),
    [address],
  );
  const dismiss = useCallback(
    (hash: string) => {
      if (address) removePendingPurchase(address, hash);
      setPurchases((current) => current.filter((purchase) => purchase.hash !== hash));
    },
    [address],
  );
  return { purchases, add, recordOrder, settle, dismiss };
}
