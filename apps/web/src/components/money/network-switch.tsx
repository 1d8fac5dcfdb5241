import type { AllowedChainId } from '@colony/contract/constants';
import { useMutation } from '@tanstack/react-query';
import { switchChain } from 'wagmi/actions';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { type ConfiguredChainId, isConfiguredChain } from '../../lib/wallet/configured-chain.ts';
import { isUserRejection } from '../../lib/wallet/is-user-rejection.ts';
import { wagmiConfig } from '../../lib/wallet/wagmi-config.ts';
import { Button } from '../ui/button.tsx';
import { notify } from '../ui/toast.tsx';

/**
 * The wallet is on a chain where this payment is not received: which chains are, and a button per
 * chain that asks the wallet to switch. Loads wagmi, so only the wallet's lazy chunks render it.
 */
export function NetworkSwitch({ chains, message }: { chains: readonly AllowedChainId[]; message: string }) {
  const { t } = useTranslation(['money', 'common']);
  const switching = useMutation({
    mutationFn: (chainId: ConfiguredChainId) => switchChain(wagmiConfig, { chainId }),
  });
  return (
    <div className="flex flex-col items-start gap-4">
      <p className="text-sm text-ink-muted">{message}</p>
      <div className="flex flex-wrap gap-2">
        {chains.filter(isConfiguredChain).map((chainId) => (
          <Button
            key={chainId}
            variant="secondary"
            loading={switching.isPending && switching.variables === chainId}
            onClick={() =>
              switching.mutate(chainId, {
                onError: (error) => {
                  if (!isUserRejection(error)) notify.error(t('common:wallet.chain.failed'));
                },
              })
            }
          >
            {t('network.switch', { network: t(`common:wallet.chains.${chainId}`) })}
          </Button>
        ))}
      </div>
    </div>
  );
}
