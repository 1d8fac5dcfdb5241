import type { Stablecoin } from '@colony/contract/assets';
import type { DepositChain } from '@colony/contract/money';
import { useEffect } from 'react';
import type { Address, Hash } from 'viem';
import { NetworkSwitch } from '../../../components/money/network-switch.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { currentLocale } from '../../../lib/format/current-locale.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { formatBaseUnits } from '../../../lib/money/format-amount.ts';
import { isConfiguredChain } from '../../../lib/wallet/configured-chain.ts';
import { sendTokenTransfer } from '../../../lib/wallet/send-token-transfer.ts';
import { useWallet } from '../../../lib/wallet/use-wallet.ts';
import { useWalletTokenBalances } from '../../../lib/wallet/use-wallet-token-balances.ts';
import { walletStore } from '../../../lib/wallet/wallet-store.ts';
import type { WalletPayment as Payment } from '../rules/purchase-rules.ts';

/** Has the wallet send the price to the treasury; answers the transaction's hash once signed. */
export function sendPrice(payment: Payment): Promise<Hash> {
  const chainId = payment.chain.chainId;
  if (!isConfiguredChain(chainId)) return Promise.reject(new Error(`chain ${chainId} is not configured`));
  return sendTokenTransfer({
    token: payment.token.address as Address,
    to: payment.chain.treasury as Address,
    amount: payment.amount,
    chainId,
  });
}

/**
 * The wallet's side of paying for an avatar, loaded with wagmi only when the member chooses the
 * wallet: a connect button, the networks that take the payment (with a switch), or the wallet's
 * balance of the token on its network, which it reports to the dialog's checks.
 */
export default function WalletPayment({
  chains,
  asset,
  onBalance,
}: {
  chains: readonly DepositChain[];
  asset: Stablecoin;
  /** The wallet's balance of the token in its own units; undefined while unknown. */
  onBalance: (balance: bigint | undefined) => void;
}) {
  const { t } = useTranslation(['avatars', 'money', 'common']);
  const wallet = useWallet();
  const connected = wallet.phase === 'connected' && wallet.address !== undefined;
  const chain = chains.find((entry) => entry.chainId === wallet.chainId);
  const token = chain?.tokens.find((entry) => entry.asset === asset);
  const chainId = isConfiguredChain(chain?.chainId) ? chain?.chainId : undefined;
  const balances = useWalletTokenBalances(
    connected ? chainId : undefined,
    wallet.address,
    token ? [token] : [],
  );
  const balance = token ? balances.data?.get(token.asset) : undefined;

  useEffect(() => {
    onBalance(balance);
  }, [balance, onBalance]);

  if (chains.length === 0) return null;
  if (!connected) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-ink-muted">{t('problems.walletNotConnected')}</p>
        <Button size="sm" onClick={() => walletStore.connect()}>
          {t('money:signedOut.connect')}
        </Button>
      </div>
    );
  }
  const payingChains = chains.filter((entry) => entry.tokens.some((candidate) => candidate.asset === asset));
  if (!chain || !token) {
    const networks = payingChains.map((entry) => t(`common:wallet.chains.${entry.chainId}`)).join(', ');
    return (
      <NetworkSwitch
        chains={payingChains.map((entry) => entry.chainId)}
        message={t('dialog.otherNetwork', { networks, asset })}
      />
    );
  }
  return (
    <dl className="grid gap-2 rounded-xl border border-line bg-space-950/50 px-4 py-3 text-sm">
      <div className="flex items-center justify-between gap-3">
        <dt className="text-ink-muted">{t('dialog.walletBalance')}</dt>
        <dd data-testid="wallet-token-balance" className="font-semibold text-ink tabular-nums">
          {balances.isPending ? (
            <Skeleton className="h-4 w-20" />
          ) : balance === undefined ? (
            <span className="font-normal text-ink-muted">{t('dialog.walletBalanceFailed')}</span>
          ) : (
            `${formatBaseUnits(balance, token.decimals, { locale: currentLocale(), maximumFractionDigits: 6 })} ${token.asset}`
          )}
        </dd>
      </div>
      <div className="flex items-center justify-between gap-3">
        <dt className="text-ink-muted">{t('money:fields.network')}</dt>
        <dd className="text-ink">{t(`common:wallet.chains.${chain.chainId}`)}</dd>
      </div>
    </dl>
  );
}
