import type { Stablecoin } from '@colony/contract/assets';
import type { QueuePlace } from '@colony/contract/avatars';
import { QUEUE_RETENTION_DAYS } from '@colony/contract/constants';
import { SummaryList } from '../../../components/money/summary-list.tsx';
import { DateTime } from '../../../components/ui/date-time.tsx';
import { currentLocale } from '../../../lib/format/current-locale.ts';
import { formatNumber } from '../../../lib/format/format-number.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/** A queue place as the member reads it: people ahead, rank in the colony, when it should be served. */
export function QueuePlaceSummary({ place }: { place: QueuePlace }) {
  const { t } = useTranslation('avatars');
  const locale = currentLocale();
  return (
    <SummaryList
      rows={[
        {
          label: t('queue.ahead'),
          value: formatNumber(place.ahead, { locale }),
          testId: 'queue-ahead',
        },
        { label: t('queue.rank'), value: formatNumber(place.rank, { locale }), testId: 'queue-rank' },
        {
          label: t('queue.estimated'),
          value: place.estimatedAt ? <DateTime value={place.estimatedAt} /> : t('queue.estimatedUnknown'),
          testId: 'queue-estimated',
        },
      ]}
    />
  );
}

/**
 * Today's supply is gone: the queue the member may join instead, with the place they would take and
 * what happens to their money (frozen while they wait, returned if not served in time).
 */
export function QueueOffer({
  name,
  place,
  price,
  asset,
}: {
  name: string;
  place: QueuePlace;
  /** The price as written, e.g. "100". */
  price: string;
  asset: Stablecoin;
}) {
  const { t } = useTranslation('avatars');
  return (
    <div data-testid="queue-offer" className="flex flex-col gap-4">
      <p className="text-sm text-ink">{t('queue.description', { name })}</p>
      <QueuePlaceSummary place={place} />
      <p className="rounded-lg border border-nova/30 bg-nova/[0.07] px-4 py-3 text-sm text-ink">
        {t('queue.frozen', { amount: price, asset, days: QUEUE_RETENTION_DAYS })}
      </p>
    </div>
  );
}
