import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useWallet } from '../../lib/wallet/use-wallet.ts';
import { walletStore } from '../../lib/wallet/wallet-store.ts';
import { Button } from '../ui/button.tsx';
import { cx } from '../ui/class-names.ts';
import { WalletIcon } from '../ui/icons.tsx';

/**
 * What a visitor sees instead of their funds: why to connect, and the button that does it;
 * `embedded` inside a panel.
 */
export function SignedOutPanel({
  description,
  embedded = false,
  'data-testid': testId = 'signed-out',
}: {
  /** Why this screen needs the wallet. */
  description: string;
  embedded?: boolean;
  'data-testid'?: string;
}) {
  const { t } = useTranslation('money');
  const wallet = useWallet();
  return (
    <section
      data-testid={testId}
      className={cx('@container', embedded ? '' : 'panel rounded-2xl p-6 sm:p-8')}
    >
      {/* Side by side only where the panel itself is wide, not merely the window: a narrow sidebar stacks. */}
      <div className="flex flex-col items-start gap-5 @xl:flex-row @xl:items-center @xl:justify-between">
        <div>
          <p className="text-lg font-semibold text-ink">{t('signedOut.title')}</p>
          <p className="mt-1 max-w-xl text-sm text-ink-muted">{description}</p>
        </div>
        <Button
          className="shrink-0"
          onClick={() => walletStore.connect()}
          onPointerEnter={walletStore.preload}
          loading={wallet.phase === 'connecting' || wallet.phase === 'signingIn'}
        >
          <WalletIcon className="size-4" />
          {t('signedOut.connect')}
        </Button>
      </div>
    </section>
  );
}
