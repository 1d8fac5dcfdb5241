import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { WalletIcon } from '../ui/icons.tsx';

/** Where the wallet connection will live; until the wallet feature lands it only shows the entry point. */
export function WalletButton() {
  const { t } = useTranslation('common');
  return (
    <Button variant="primary" size="sm" data-testid="wallet-button" className="px-3.5 sm:px-4">
      <WalletIcon className="size-4" />
      <span className="max-[399px]:sr-only">{t('wallet.connect')}</span>
    </Button>
  );
}
