import { formatUnits, type Stablecoin } from '@colony/contract/assets';
import type { DepositChain } from '@colony/contract/money';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { Address } from 'viem';
import { AmountField } from '../../../components/money/amount-field.tsx';
import { AssetPicker } from '../../../components/money/asset-picker.tsx';
import { NetworkSwitch } from '../../../components/money/network-switch.tsx';
import { ServerProblem } from '../../../components/money/server-problem.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { ShortAddress } from '../../../components/ui/short-address.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { currentLocale } from '../../../lib/format/current-locale.ts';
import { userMessageOf } from '../../../lib/http/user-message.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { checkAmount, type FieldProblem } from '../../../lib/money/amount-check.ts';
import { formatBaseUnits } from '../../../lib/money/format-amount.ts';
import { useDepositInfo } from '../../../lib/money/get-deposit-info.ts';
import { useProblemText } from '../../../lib/money/use-problem-text.ts';
import { isConfiguredChain } from '../../../lib/wallet/configured-chain.ts';
import { isUserRejection } from '../../../lib/wallet/is-user-rejection.ts';
import { sendTokenTransfer, type TokenTransfer } from '../../../lib/wallet/send-token-transfer.ts';
import { useWallet } from '../../../lib/wallet/use-wallet.ts';
import { useWalletTokenBalances } from '../../../lib/wallet/use-wallet-token-balances.ts';
import { walletStore } from '../../../lib/wallet/wallet-store.ts';
import type { PendingDeposit } from '../pending-deposits.ts';

export interface RechargeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the wallet has sent the transfer: the page follows it until it is credited. */
  onSent: (deposit: PendingDeposit) => void;
  initialAsset?: Stablecoin;
}

/**
 * A deposit from the member's wallet: choose USDT or USDC and an amount (the wallet's balance
 * read by multicall), the wallet sends the ERC-20 transfer to the colony's treasury, and the
 * page follows it until the server credits it. A signature the member declines closes nothing
 * and says nothing.
 */
export default function RechargeDialog({
  open,
  onOpenChange,
  onSent,
  initialAsset = 'USDT',
}: RechargeDialogProps) {
  const { t } = useTranslation(['assets', 'money', 'common']);
  const problemText = useProblemText('assets');
  const wallet = useWallet();
  const info = useDepositInfo();
  const [asset, setAsset] = useState<Stablecoin>(initialAsset);
  const [amount, setAmount] = useState('');
  const [checked, setChecked] = useState(false);
  const wasOpen = useRef(false);

  const chains = info.data?.chains ?? [];
  const chain: DepositChain | undefined = chains.find((entry) => entry.chainId === wallet.chainId);
  const walletChain = isConfiguredChain(chain?.chainId) ? chain?.chainId : undefined;
  const tokens = chain?.tokens ?? [];
  const token = tokens.find((entry) => entry.asset === asset) ?? tokens[0];
  const connected = wallet.phase === 'connected' && wallet.address !== undefined;
  const balances = useWalletTokenBalances(connected ? walletChain : undefined, wallet.address, tokens);
  const balance = token ? balances.data?.get(token.asset) : undefined;

  const send = useMutation({ mutationFn: (transfer: TokenTransfer) => sendTokenTransfer(transfer) });
  const { reset } = send;

  useEffect(() => {
    if (open && !wasOpen.current) {
      setAsset(initialAsset);
      setAmount('');
      setChecked(false);
      reset();
    }
    wasOpen.current = open;
  }, [open, initialAsset, reset]);

  let problem: FieldProblem | undefined;
  let units: bigint | undefined;
  if (token) {
    const parsed = checkAmount(amount, token.decimals);
    if ('problem' in parsed) problem = parsed.problem;
    else if (balance !== undefined && parsed.units > balance)
      problem = { key: 'validation.insufficientBalance' };
    else units = parsed.units;
  }

  const locale = currentLocale();
  const tokenAmount = (value: bigint, decimals: number) =>
    formatBaseUnits(value, decimals, { locale, maximumFractionDigits: 6 });

  const submit = () => {
    setChecked(true);
    if (!chain || !token || units === undefined || walletChain === undefined) return;
    send.mutate(
      { token: token.address as Address, to: chain.treasury as Address, amount: units, chainId: walletChain },
      {
        onSuccess: (hash) => {
          onSent({
            hash,
            chainId: chain.chainId,
            asset: token.asset,
            amount: units.toString(),
            decimals: token.decimals,
            confirmations: chain.confirmations,
            sentAt: Date.now(),
          });
          notify.info(t('recharge.signed'));
          onOpenChange(false);
        },
      },
    );
  };

  const sendError = send.isError && !isUserRejection(send.error) ? t('recharge.failed') : undefined;

  let body: ReactNode;
  if (!connected) {
    body = (
      <div className="flex flex-col items-start gap-4">
        <p className="text-sm text-ink-muted">{t('recharge.connectWallet')}</p>
        <Button onClick={() => walletStore.connect()}>{t('money:signedOut.connect')}</Button>
      </div>
    );
  } else if (info.isPending) {
    body = (
      <div aria-busy="true" className="flex flex-col gap-3">
        <Skeleton className="h-11 w-48" />
        <Skeleton className="h-13 w-full" />
      </div>
    );
  } else if (info.isError) {
    const message = userMessageOf(info.error);
    body = <ErrorState message={message?.text} onRetry={() => void info.refetch()} />;
  } else if (chains.length === 0) {
    body = <p className="text-sm text-ink-muted">{t('recharge.unavailable')}</p>;
  } else if (!chain || !token) {
    const networks = chains.map((entry) => t(`common:wallet.chains.${entry.chainId}`)).join(', ');
    body = (
      <NetworkSwitch
        chains={chains.map((entry) => entry.chainId)}
        message={t('recharge.otherNetwork', { networks })}
      />
    );
  } else {
    const decimals = token.decimals;
    body = (
      <form
        className="flex flex-col gap-5"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <AssetPicker
          name="recharge-asset"
          label={t('money:fields.asset')}
          assets={tokens.map((entry) => entry.asset)}
          value={token.asset}
          onChange={(next) => {
            setAsset(next);
            setAmount('');
            reset();
          }}
        />
        <div className="flex items-center justify-between gap-3 rounded-xl border border-line bg-space-950/50 px-4 py-3">
          <span className="text-sm text-ink-muted">{t('recharge.walletBalance')}</span>
          <span data-testid="wallet-token-balance" className="text-sm font-semibold text-ink tabular-nums">
            {balances.isPending ? (
              <Skeleton className="h-4 w-20" />
            ) : balance === undefined ? (
              <span className="font-normal text-ink-muted">{t('recharge.walletBalanceFailed')}</span>
            ) : (
              t('recharge.walletBalanceValue', { amount: tokenAmount(balance, decimals), asset: token.asset })
            )}
          </span>
        </div>
        <AmountField
          name="amount"
          label={t('money:fields.amount')}
          asset={token.asset}
          value={amount}
          onChange={(next) => {
            setAmount(next);
            reset();
          }}
          disabled={send.isPending}
          available={
            balance === undefined
              ? undefined
              : { text: tokenAmount(balance, decimals), input: formatUnits(balance, decimals) }
          }
          error={checked ? problemText(problem, token.asset) : undefined}
        />
        <dl className="grid gap-2 text-xs text-ink-muted">
          <div className="flex items-center justify-between gap-3">
            <dt>{t('recharge.treasury')}</dt>
            <dd className="text-ink">
              <ShortAddress address={chain.treasury} />
            </dd>
          </div>
          <div className="flex items-center justify-between gap-3">
            <dt>{t('money:fields.network')}</dt>
            <dd className="text-ink">{t(`common:wallet.chains.${chain.chainId}`)}</dd>
          </div>
        </dl>
        <p className="text-xs text-ink-muted">
          {t('recharge.confirmations', { count: chain.confirmations })}
        </p>
        <ServerProblem message={sendError} />
        <button type="submit" hidden tabIndex={-1} />
      </form>
    );
  }

  const ready = connected && chain !== undefined && token !== undefined;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!send.isPending) onOpenChange(next);
      }}
      dismissable={!send.isPending}
      title={t('recharge.title')}
      description={t('recharge.description')}
      data-testid="recharge-dialog"
      footer={
        ready ? (
          <Button
            className="w-full sm:w-auto"
            loading={send.isPending}
            onClick={submit}
            data-testid="recharge-submit"
          >
            {send.isPending ? t('recharge.waitingForWallet') : t('recharge.submit')}
          </Button>
        ) : undefined
      }
    >
      {body}
    </Dialog>
  );
}
