import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/**
 * SPEC.md §8: the wallet sits on a chain the colony does not run on. Only its two actions close
 * it: switching to BNB Smart Chain, or disconnecting.
 */
export function UnsupportedChainDialog({
  open,
  switching,
  onSwitch,
  onDisconnect,
}: {
  open: boolean;
  switching: boolean;
  onSwitch: () => void;
  onDisconnect: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Dialog
      open={open}
      onOpenChange={() => {}}
      dismissable={false}
      title={t('wallet.chain.title')}
      description={t('wallet.chain.description')}
      data-testid="unsupported-chain-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={onDisconnect} disabled={switching} className="max-sm:w-full">
            {t('wallet.disconnect')}
          </Button>
          {/* Stacked on phones, the way out that keeps the wallet comes first. */}
          <Button onClick={onSwitch} loading={switching} className="max-sm:order-first max-sm:w-full">
            {t('wallet.chain.switch')}
          </Button>
        </>
      }
    />
  );
}
