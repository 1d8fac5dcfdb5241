import { ORDER_STATUSES, type OrderStatus } from '@colony/contract/avatars';
import { cx } from '../../../components/ui/class-names.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/** Every order, or those of one status; the choice lives in the URL so a view can be shared or kept. */
export function OrderStatusFilter({
  value,
  onChange,
}: {
  value: OrderStatus | undefined;
  onChange: (status: OrderStatus | undefined) => void;
}) {
  const { t } = useTranslation('avatars');
  const choices: (OrderStatus | undefined)[] = [undefined, ...ORDER_STATUSES];
  return (
    <fieldset
      data-testid="order-status-filter"
      className="-mx-1 flex min-w-0 gap-1.5 overflow-x-auto px-1 pb-1 [scrollbar-width:none]"
    >
      <legend className="sr-only">{t('orders.filter')}</legend>
      {choices.map((status) => {
        const active = status === value;
        return (
          <button
            key={status ?? 'all'}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(status)}
            className={cx(
              'h-9 shrink-0 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition',
              active
                ? 'border-plasma/60 bg-space-700 text-ink'
                : 'border-line bg-space-900/60 text-ink-muted hover:text-ink',
            )}
          >
            {status ? t(`order.statuses.${status}`) : t('orders.all')}
          </button>
        );
      })}
    </fieldset>
  );
}
