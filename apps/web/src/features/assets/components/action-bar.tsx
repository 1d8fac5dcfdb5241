import { ROUTES } from '@colony/contract/routes';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/class-names.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { RechargeIcon, SwapIcon, TradeIcon, TransferIcon, WithdrawIcon } from './action-icons.tsx';

const ITEM =
  'group flex min-w-0 flex-col items-center gap-2 rounded-2xl px-0 py-2 text-[11px] font-semibold sm:text-xs text-ink transition hover:bg-white/[0.04] focus-visible:outline-2 focus-visible:outline-plasma lg:flex-row lg:gap-2.5 lg:rounded-full lg:border lg:border-line-strong lg:bg-space-800/60 lg:py-2 lg:pr-5 lg:pl-2 lg:text-sm disabled:opacity-50';
const ICON =
  'flex size-12 items-center justify-center rounded-full border border-line-strong bg-space-800/80 text-plasma transition group-hover:border-plasma/60 lg:size-8 lg:border-0 lg:bg-plasma/10';

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
        <IconComponent className="size-5 lg:size-4" />
      </span>
      <span className="max-w-full text-center leading-tight">{children}</span>
    </>
  );
}

/** The money actions, as a wallet app lays them out: five round buttons on a phone and a tablet, pills on wider screens. */
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
    <div className={cx('grid grid-cols-5 gap-1 lg:flex lg:flex-wrap lg:gap-3', className)}>
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
