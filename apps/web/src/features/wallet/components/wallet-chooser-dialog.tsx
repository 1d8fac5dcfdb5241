import type { Connector } from 'wagmi';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ArrowRightIcon, WalletIcon } from '../../../components/ui/icons.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/** Installed wallets to choose from, the one used last on top and marked. */
export function WalletChooserDialog({
  open,
  onOpenChange,
  wallets,
  recentId,
  onChoose,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  wallets: readonly Connector[];
  recentId: string | undefined;
  onChoose: (connector: Connector) => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('wallet.chooser.title')}
      description={wallets.length > 0 ? t('wallet.chooser.description') : t('wallet.chooser.none')}
      data-testid="wallet-chooser"
    >
      {wallets.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {wallets.map((connector) => (
            <li key={connector.uid}>
              <button
                type="button"
                onClick={() => onChoose(connector)}
                className="group flex w-full items-center gap-3 rounded-xl border border-line bg-space-850/70 px-4 py-3 text-left transition hover:border-plasma/50 hover:bg-space-800"
              >
                {connector.icon ? (
                  <img src={connector.icon} alt="" className="size-9 rounded-lg" />
                ) : (
                  <span className="inline-flex size-9 items-center justify-center rounded-lg bg-space-700 text-plasma">
                    <WalletIcon className="size-5" />
                  </span>
                )}
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-medium text-ink">
                    {connector.id === 'injected' ? t('wallet.chooser.browserWallet') : connector.name}
                  </span>
                  <span className="text-xs text-ink-faint">
                    {connector.id === recentId ? t('wallet.chooser.lastUsed') : t('wallet.chooser.installed')}
                  </span>
                </span>
                <ArrowRightIcon className="size-4 text-ink-faint transition group-hover:translate-x-0.5 group-hover:text-plasma" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Dialog>
  );
}
