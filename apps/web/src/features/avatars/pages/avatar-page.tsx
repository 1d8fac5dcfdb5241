import type { PayConfigResponse } from '@colony/contract/avatars';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Container } from '../../../components/ui/container.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { userMessageOf } from '../../../lib/http/user-message.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useMemberAddress } from '../../../lib/wallet/use-member-address.ts';
import { useWallet } from '../../../lib/wallet/use-wallet.ts';
import { walletStore } from '../../../lib/wallet/wallet-store.ts';
import { isAvatarMissing, usePayConfig } from '../api/get-pay-config.ts';
import { avatarIdFromSearch } from '../avatar-id-param.ts';
import { AvatarFacts } from '../components/avatar-facts.tsx';
import { AvatarHero } from '../components/avatar-hero.tsx';
import { AvatarNotFound } from '../components/avatar-not-found.tsx';
import { AvatarSkeleton } from '../components/avatar-skeleton.tsx';
import { BuyDialog } from '../components/buy-dialog.tsx';
import { DailySupply } from '../components/daily-supply.tsx';
import { PurchaseTracker } from '../components/purchase-tracker.tsx';
import { usePendingPurchases } from '../components/use-pending-purchases.ts';
import { purchaseBlock } from '../rules/purchase-rules.ts';

/**
 * A visitor's click on Buy: the wallet connects and signs in first, then the dialog opens. A
 * connection that ends without a session (declined, closed) forgets the click.
 */
function useBuyIntent(address: string | undefined, open: () => void) {
  const wallet = useWallet();
  const [wanted, setWanted] = useState(false);
  const connecting = useRef(false);
  useEffect(() => {
    if (!wanted) return;
    if (address) {
      setWanted(false);
      open();
    } else if (wallet.phase !== 'disconnected') connecting.current = true;
    else if (connecting.current) {
      connecting.current = false;
      setWanted(false);
    }
  }, [wanted, address, wallet.phase, open]);
  const buy = () => {
    if (address) return open();
    connecting.current = false;
    setWanted(true);
    walletStore.connect();
  };
  const busy = wanted && (wallet.phase === 'connecting' || wallet.phase === 'signingIn');
  return { buy, busy };
}

function AvatarScreen({ config, onSettlement }: { config: PayConfigResponse; onSettlement: () => void }) {
  const { avatar } = config;
  useDocumentTitle(avatar.name);
  const address = useMemberAddress();
  const [dialogOpen, setDialogOpen] = useState(false);
  // The payment the dialog follows; the page shows it once the dialog is closed.
  const [inDialog, setInDialog] = useState<string>();
  const { purchases, add, recordOrder, settle, dismiss } = usePendingPurchases(address);
  const { buy, busy } = useBuyIntent(address, () => setDialogOpen(true));
  const shown = purchases.filter((purchase) => !(dialogOpen && purchase.hash === inDialog));

  return (
    <>
      <AvatarHero
        avatar={avatar}
        onBuy={buy}
        connecting={busy}
        blocked={purchaseBlock(avatar, config.limits)}
        side={
          <DailySupply
            avatar={avatar}
            nextSettlementAt={config.nextSettlementAt}
            onSettlement={onSettlement}
          />
        }
      />
      {address && shown.length > 0 ? (
        <Container className="flex flex-col gap-3 pt-8">
          {shown.map((purchase) => (
            <PurchaseTracker
              key={purchase.hash}
              address={address}
              purchase={purchase}
              name={purchase.avatarId === avatar.id ? avatar.name : undefined}
              onOrder={(orderId) => recordOrder(purchase.hash, orderId)}
              onSettled={() => settle(purchase.hash)}
              onDismiss={() => dismiss(purchase.hash)}
            />
          ))}
        </Container>
      ) : null}
      <AvatarFacts avatar={avatar} />
      {address ? (
        <BuyDialog
          key={address}
          open={dialogOpen}
          onOpenChange={(open) => {
            setDialogOpen(open);
            if (!open) setInDialog(undefined);
          }}
          address={address}
          config={config}
          onWalletPayment={(purchase) => {
            add(purchase);
            setInDialog(purchase.hash);
          }}
          onOrder={recordOrder}
          onSettled={settle}
        />
      ) : null}
    </>
  );
}

/** /avatar?id=N (the main avatar without an id): an avatar's terms, today's supply, and buying it. */
export default function AvatarPage() {
  const { t } = useTranslation('avatars');
  const [search] = useSearchParams();
  const id = avatarIdFromSearch(search);
  const address = useMemberAddress();
  const config = usePayConfig(id, address);

  if (id === null || isAvatarMissing(config.error)) return <AvatarNotFound />;
  if (config.data) return <AvatarScreen config={config.data} onSettlement={() => void config.refetch()} />;
  if (config.isError) {
    return (
      <Container className="py-20">
        <ErrorState
          message={userMessageOf(config.error)?.text ?? t('loadFailed')}
          onRetry={() => void config.refetch()}
          className="min-h-64"
        />
      </Container>
    );
  }
  return <AvatarSkeleton />;
}
