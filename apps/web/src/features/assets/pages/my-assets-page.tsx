import type { Asset, Stablecoin } from '@colony/contract/assets';
import { lazy, Suspense, useState } from 'react';
import { SignedOutPanel } from '../../../components/money/signed-out-panel.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { userMessageOf } from '../../../lib/http/user-message.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useMemberAssets } from '../../../lib/money/get-member-assets.ts';
import { useMemberAddress } from '../../../lib/wallet/use-member-address.ts';
import { ActionBar } from '../components/action-bar.tsx';
import { BalanceList } from '../components/balance-list.tsx';
import { DepositTracker } from '../components/deposit-tracker.tsx';
import { IncomePanel } from '../components/income-panel.tsx';
import { MoneyLog } from '../components/money-log.tsx';
import { SwapDialog } from '../components/swap-dialog.tsx';
import { TransferDialog } from '../components/transfer-dialog.tsx';
import { TransferLog } from '../components/transfer-log.tsx';
import { usePendingDeposits } from '../components/use-pending-deposits.ts';
import { WithdrawDialog } from '../components/withdraw-dialog.tsx';
import { WithdrawalsPanel } from '../components/withdrawals-panel.tsx';

// The wallet's side of a deposit needs wagmi, which stays out of this page's download until Recharge.
const loadRecharge = () => import('../recharge/recharge-dialog.tsx');
const RechargeDialog = lazy(loadRecharge);

type OpenDialog =
  | { kind: 'recharge'; asset?: Stablecoin }
  | { kind: 'transfer'; asset?: Asset }
  | { kind: 'swap' }
  | { kind: 'withdraw'; asset?: Stablecoin };

function SignedInAssets({ address }: { address: string }) {
  const { t } = useTranslation('assets');
  const member = useMemberAssets(address);
  const [dialog, setDialog] = useState<OpenDialog>();
  // The recharge chunk loads at the first click and then stays mounted, so its state survives closing.
  const [rechargeLoaded, setRechargeLoaded] = useState(false);
  const { deposits, add, settle, dismiss } = usePendingDeposits(address);
  const close = (open: boolean) => {
    if (!open) setDialog(undefined);
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="panel rounded-2xl px-1.5 py-3 sm:p-4">
        <ActionBar
          onRecharge={() => {
            setRechargeLoaded(true);
            setDialog({ kind: 'recharge' });
          }}
          onRechargeIntent={() => void loadRecharge()}
          onTransfer={() => setDialog({ kind: 'transfer' })}
          onSwap={() => setDialog({ kind: 'swap' })}
          onWithdraw={() => setDialog({ kind: 'withdraw' })}
        />
      </div>

      {deposits.length > 0 ? (
        <div className="flex flex-col gap-3">
          {deposits.map((deposit) => (
            <DepositTracker
              key={deposit.hash}
              address={address}
              deposit={deposit}
              onSettled={() => settle(deposit.hash)}
              onDismiss={() => dismiss(deposit.hash)}
            />
          ))}
        </div>
      ) : null}

      {member.isError && !member.data ? (
        <ErrorState message={userMessageOf(member.error)?.text} onRetry={() => void member.refetch()} />
      ) : (
        <BalanceList balances={member.data?.assets} loading={member.isPending} />
      )}

      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_26rem]">
        {/* Fuel, income and withdrawals come first on a phone, where the log below them scrolls on without end. */}
        <div className="grid items-start gap-6 md:grid-cols-2 lg:col-start-2 lg:row-start-1 lg:grid-cols-1">
          <IncomePanel fuel={member.data?.fuel} income={member.data?.income} loading={member.isPending} />
          <div className="flex flex-col gap-6">
            <WithdrawalsPanel address={address} />
            <TransferLog address={address} />
          </div>
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <MoneyLog address={address} title={t('log.title')} />
        </div>
      </div>

      <TransferDialog
        open={dialog?.kind === 'transfer'}
        onOpenChange={close}
        address={address}
        initialAsset={dialog?.kind === 'transfer' ? dialog.asset : undefined}
      />
      <SwapDialog open={dialog?.kind === 'swap'} onOpenChange={close} address={address} />
      <WithdrawDialog
        open={dialog?.kind === 'withdraw'}
        onOpenChange={close}
        address={address}
        initialAsset={dialog?.kind === 'withdraw' ? dialog.asset : undefined}
      />
      {rechargeLoaded ? (
        <Suspense fallback={null}>
          <RechargeDialog
            open={dialog?.kind === 'recharge'}
            onOpenChange={close}
            onSent={add}
            initialAsset={dialog?.kind === 'recharge' ? dialog.asset : undefined}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** /myAssets: balances, fuel and income, the money log, and deposits, transfers, swaps and withdrawals. */
export default function MyAssetsPage() {
  const { t } = useTranslation('assets');
  const address = useMemberAddress();
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Container className="py-8 sm:py-12">
        {address === undefined ? (
          <SignedOutPanel description={t('signedOut.description')} data-testid="assets-signed-out" />
        ) : (
          <SignedInAssets key={address} address={address} />
        )}
      </Container>
    </>
  );
}
