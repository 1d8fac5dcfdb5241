import { ROUTES } from '@colony/contract/routes';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/class-names.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { RechargeIcon, SwapIcon, TradeIcon, TransferIcon, WithdrawIcon } from './action-icons.tsx';

const ITEM =
  'group flex flex-col items-center gap-2 rounded-2xl px-1 py-2 text-xs font-semibold text-ink transition hover:bg-white/[0.04] focus-visible:outline-2 focus-visible:outline-plasma sm:flex-row sm:gap-2.5 sm:rounded-full sm:border sm:border-line-strong sm:bg-space-800/60 sm:py-2 sm:pr-5 sm:pl-2 sm:text-sm disabled:opacity-50';
const ICON =
  'flex size-12 items-center justify-center rounded-full border border-line-strong bg-space-800/80 text-plasma transition group-hover:border-plasma/60 sm:size-8 sm:border-0 sm:bg-plasma/10';

function ActionContent({
  icon: IconComponent,
  children,
}: {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  children: ReactNode;
}) {
  return (
    <>
      <span className={ICON}>
        <IconComponent className="size-5 sm:size-4" />
      </span>
      <span className="text-center leading-tight">{children}</span>
    </>
  );
}

/** The money actions, as a wallet app lays them out: five round buttons on a phone, pills on wider screens. */
export function ActionBar({
  onRecharge,
  onRechargeIntent,
  onTransfer,
  onSwap,
  onWithdraw,
  className,
}: {
  onRecharge: () => void;
  /** The pointer or focus reached Recharge: its code can start loading. */
  onRechargeIntent?: () => void;
  onTransfer: () => void;
  onSwap: () => void;
  onWithdraw: () => void;
  className?: string;
}) {
  const { t } = useTranslation('assets');
  return (
    <div className={cx('grid grid-cols-5 gap-0.5 sm:flex sm:flex-wrap sm:gap-3', className)}>
      <button
        type="button"
        className={ITEM}
        onClick={onRecharge}
        onPointerEnter={onRechargeIntent}
        onFocus={onRechargeIntent}
        data-testid="action-recharge"
      >
        <ActionContent icon={RechargeIcon}>{t('actions.recharge')}</ActionContent>
      </button>
      <button type="button" className={ITEM} onClick={onTransfer} data-testid="action-transfer">
        <ActionContent icon={TransferIcon}>{t('actions.transfer')}</ActionContent>
      </button>
      <button type="button" className={ITEM} onClick={onSwap} data-testid="action-swap">
        <ActionContent icon={SwapIcon}>{t('actions.swap')}</ActionContent>
      </button>
      <button type="button" className={ITEM} onClick={onWithdraw} data-testid="action-withdraw">
        <ActionContent icon={WithdrawIcon}>{t('actions.withdraw')}</ActionContent>
      </button>
      <Link to={ROUTES.trader} className={ITEM} data-testid="action-sell">
        <ActionContent icon={TradeIcon}>{t('actions.sell')}</ActionContent>
      </Link>
    </div>
  );
}
