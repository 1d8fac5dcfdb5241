import type { EliteReview } from '@colony/contract/elite';
import { StatusPill } from '../../../components/money/status-pill.tsx';
import { DateTime } from '../../../components/ui/date-time.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { tierRank } from '../rules/standing.ts';
import { TierMark } from './tier-ladder.tsx';

function Change({ review }: { review: EliteReview }) {
  const { t } = useTranslation('elite');
  const change = tierRank(review.tier) - tierRank(review.previousTier);
  if (change > 0) return <StatusPill tone="success">{t('reviews.up')}</StatusPill>;
  if (change < 0) return <StatusPill tone="danger">{t('reviews.down')}</StatusPill>;
  return <StatusPill tone="neutral">{t('reviews.same')}</StatusPill>;
}

/** The monthly reviews of the member's tier, newest first. */
export function ReviewHistory({ reviews }: { reviews: readonly EliteReview[] }) {
  const { t } = useTranslation('elite');
  return (
    <section
      aria-labelledby="reviews-title"
      data-testid="elite-reviews"
      className="panel rounded-2xl p-5 sm:p-6"
    >
      <h2 id="reviews-title" className="text-sm font-semibold tracking-[0.16em] text-plasma uppercase">
        {t('reviews.title')}
      </h2>
      {reviews.length === 0 ? (
        <EmptyState className="mt-4 py-8" message={t('reviews.empty')} />
      ) : (
        <ol className="mt-3 divide-y divide-line">
          {reviews.map((review) => (
            <li
              key={review.month}
              data-testid="elite-review"
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
            >
              <div className="min-w-0">
                <p className="text-sm font-semibold text-ink tabular-nums">{review.month}</p>
                <p className="text-xs text-ink-muted">
                  {t('reviews.reviewedAt')} <DateTime value={review.reviewedAt} />
                </p>
              </div>
              <div className="flex items-center gap-2">
                <span className="flex items-center gap-2 text-sm font-medium text-ink">
                  {review.tier ? <TierMark tier={review.tier} /> : null}
                  {review.tier ? t(`tier.${review.tier}`) : t('standing.none')}
                </span>
                <Change review={review} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
