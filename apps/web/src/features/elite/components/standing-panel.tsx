import type { EliteIndexResponse } from '@colony/contract/elite';
import { DateTime } from '../../../components/ui/date-time.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { TierMark } from './tier-ladder.tsx';

/** The member's tier from the latest review, the tier their live figures reach, and the next review. */
export function StandingPanel({ index }: { index: EliteIndexResponse }) {
  const { t } = useTranslation('elite');
  const tierName = (tier: EliteIndexResponse['tier']) => (tier ? t(`tier.${tier}`) : t('standing.none'));
  return (
    <section
      aria-labelledby="standing-title"
      data-testid="elite-standing"
      className="panel relative overflow-hidden rounded-2xl p-5 sm:p-6"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-64 rounded-full bg-[radial-gradient(closest-side,rgb(139_108_255/0.18),transparent)]"
      />
      <h2
        id="standing-title"
        className="relative text-sm font-semibold tracking-[0.16em] text-plasma uppercase"
      >
        {t('standing.title')}
      </h2>
      <dl className="relative mt-4 grid grid-cols-1 gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">{t('standing.tier')}</dt>
          <dd data-testid="elite-tier" className="mt-1 flex items-center gap-2 text-2xl font-bold text-ink">
            {index.tier ? <TierMark tier={index.tier} className="size-3" /> : null}
            {tierName(index.tier)}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">
            {t('standing.reached')}
          </dt>
          <dd
            data-testid="elite-reached"
            className="mt-1 flex items-center gap-2 text-lg font-semibold text-ink"
          >
            {index.reachedTier ? <TierMark tier={index.reachedTier} /> : null}
            {tierName(index.reachedTier)}
          </dd>
          <dd className="mt-0.5 text-xs text-ink-muted">{t('standing.reachedHint')}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">
            {t('standing.nextReview')}
          </dt>
          <dd data-testid="elite-next-review" className="mt-1 text-lg font-semibold text-ink">
            <DateTime value={index.nextReviewAt} />
          </dd>
          <dd className="mt-0.5 text-xs text-ink-muted">{t('standing.nextReviewHint')}</dd>
        </div>
      </dl>
    </section>
  );
}
