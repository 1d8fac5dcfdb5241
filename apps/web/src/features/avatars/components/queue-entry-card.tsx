import type { Order, QueuePlace } from '@colony/contract/avatars';
import { AvatarArt } from '../../../components/avatar/avatar-art.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Countdown } from '../../../components/ui/countdown.tsx';
import { DateTime } from '../../../components/ui/date-time.tsx';
import { currentLocale } from '../../../lib/format/current-locale.ts';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';
import { formatNumber } from '../../../lib/format/format-number.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="min-w-0 rounded-xl border border-line bg-space-950/50 px-3 py-2.5">
      <dt className="text-[0.7rem] leading-tight text-ink-faint">{label}</dt>
      <dd data-testid={testId} className="mt-0.5 text-lg font-semibold text-ink tabular-nums">
        {value}
      </dd>
    </div>
  );
}

/**
 * One of the member's queue entries: the avatar and the frozen price, the network-wide rank, people
 * ahead and entries queued for it, the completion estimated from its daily supply, the countdown to
 * the entry's expiry, and leaving the queue.
 */
export function QueueEntryCard({
  order,
  place,
  onLeave,
  onExpired,
}: {
  order: Order;
  place: QueuePlace;
  onLeave: () => void;
  /** The expiry has passed: the entry is to be read again (the settlement expires or serves it). */
  onExpired: () => void;
}) {
  const { t } = useTranslation('avatars');
  const format = useAmountFormat();
  const locale = currentLocale();
  const count = (value: number) => formatNumber(value, { locale }) ?? String(value);
  return (
    <article
      data-testid="queue-entry"
      data-order-id={order.id}
      aria-labelledby={`queue-entry-${order.id}`}
      className="panel flex min-w-0 flex-col gap-5 rounded-2xl p-4 sm:p-5"
    >
      <div className="flex min-w-0 gap-4">
        <AvatarArt
          id={order.avatarId}
          name={order.avatarName}
          className="size-16 shrink-0 border border-line sm:size-20"
        />
        <div className="min-w-0 flex-1">
          <p className="text-xs text-ink-faint">{t(`kinds.${order.avatarKind}`)}</p>
          <h3 id={`queue-entry-${order.id}`} className="truncate text-lg font-semibold text-ink">
            {order.avatarName}
          </h3>
          <p className="mt-1 text-xs text-ink-muted">
            {t('entry.joined')} <DateTime value={order.createdAt} className="whitespace-nowrap text-ink" />
          </p>
          <p className="mt-0.5 text-xs text-ink-muted">
            {t('entry.frozen')}{' '}
            <span
              data-testid="queue-entry-frozen"
              className="font-semibold whitespace-nowrap text-nova tabular-nums"
            >
              {format(order.amount, order.asset)} {order.asset}
            </span>
          </p>
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 xl:grid-cols-2 2xl:grid-cols-4">
        <Figure label={t('entry.rank')} value={count(place.rank)} testId="queue-entry-rank" />
        <Figure label={t('entry.ahead')} value={count(place.ahead)} testId="queue-entry-ahead" />
        <Figure label={t('entry.queued')} value={count(place.queued)} testId="queue-entry-queued" />
        <Figure label={t('entry.dailySupply')} value={count(place.dailySupply)} testId="queue-entry-supply" />
      </dl>

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wider text-ink-faint uppercase">
            {t('entry.estimated')}
          </p>
          {place.estimatedAt ? (
            <>
              <p data-testid="queue-entry-estimated" className="mt-1.5 text-base font-semibold text-ink">
                <DateTime value={place.estimatedAt} />
              </p>
              <p className="mt-1 text-xs text-ink-muted">{t('entry.estimatedHint')}</p>
            </>
          ) : (
            <p data-testid="queue-entry-estimated" className="mt-1.5 text-sm text-ink-muted">
              {t('entry.estimatedUnknown')}
            </p>
          )}
        </div>
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wider text-ink-faint uppercase">
            {t('entry.expiresIn')}
          </p>
          <Countdown to={place.expiresAt} onEnd={onExpired} className="mt-1.5 text-base font-semibold" />
          <p data-testid="queue-entry-expires" className="mt-1 text-xs text-ink-muted">
            {t('entry.expiresAt', { time: formatDateTime(place.expiresAt) ?? '' })}
          </p>
        </div>
      </div>

      <div className="mt-auto flex justify-end border-t border-line pt-4">
        <Button variant="secondary" size="sm" onClick={onLeave} data-testid="queue-leave">
          {t('entry.leave')}
        </Button>
      </div>
    </article>
  );
}
