import { parseBaseUnits } from '@colony/contract/assets';
import {
  ELITE_REQUIREMENTS,
  type EliteFigures,
  type EliteTier,
  type EliteTierRule,
} from '@colony/contract/elite';
import * as RadixTabs from '@radix-ui/react-tabs';
import { cx } from '../../../components/ui/class-names.ts';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { benefitsUpTo, metCount, tierRank, tierStanding } from '../rules/standing.ts';
import { useRequirementFormat } from './use-requirement-format.ts';

/** The colour of each tier's mark, lowest first. */
const TIER_COLOURS: Record<EliteTier, string> = {
  member: 'bg-ink-muted',
  silver: 'bg-[#cfd6ee]',
  gold: 'bg-nova',
  platinum: 'bg-[#b9e6ff]',
  titanium: 'bg-[#9aa7c7]',
  ambassador: 'bg-nebula',
  globalElite: 'bg-plasma',
};

export function TierMark({ tier, className }: { tier: EliteTier; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cx('inline-block size-2.5 rounded-full', TIER_COLOURS[tier], className)}
    />
  );
}

function TierPanel({
  rule,
  tiers,
  standing,
}: {
  rule: EliteTierRule;
  tiers: readonly EliteTierRule[];
  standing: EliteFigures | undefined;
}) {
  const { t } = useTranslation('elite');
  const format = useRequirementFormat();
  const entries = standing ? tierStanding(rule, standing) : undefined;
  const added = new Set(rule.benefits);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 pt-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div>
        <h3 className="text-sm font-semibold text-ink">
          {t('tiers.requirements', { tier: t(`tier.${rule.tier}`) })}
        </h3>
        <ul className="mt-3 flex flex-col gap-4" data-testid="tier-requirements">
          {ELITE_REQUIREMENTS.map((requirement, index) => {
            const entry = entries?.[index];
            const required = parseBaseUnits(rule.requirements[requirement]) ?? 0n;
            const requiredText = format(requirement, required);
            return (
              <li key={requirement} data-testid={`requirement-${requirement}`} data-met={entry?.met}>
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
                  <span className="text-ink">{t(`requirements.${requirement}`)}</span>
                  <span className="text-ink-muted tabular-nums">
                    {entry
                      ? t('tiers.progress', {
                          current: format(requirement, entry.current),
                          required: requiredText,
                        })
                      : requiredText}
                  </span>
                </div>
                <p className="mt-0.5 text-xs text-ink-muted">{t(`requirementHints.${requirement}`)}</p>
                {entry ? (
                  <>
                    <ProgressBar
                      className="mt-2"
                      label={t(`requirements.${requirement}`)}
                      current={entry.current}
                      required={required}
                      valueText={`${t('tiers.progress', { current: format(requirement, entry.current), required: requiredText })} · ${entry.met ? t('tiers.met') : t('tiers.notMet')}`}
                    />
                    <span
                      data-testid="requirement-state"
                      className={cx(
                        'mt-1 block text-xs',
                        entry.met ? 'font-medium text-success' : 'text-ink-muted',
                      )}
                    >
                      {entry.met ? t('tiers.met') : t('tiers.notMet')}
                    </span>
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-ink">
          {t('tiers.benefits', { tier: t(`tier.${rule.tier}`) })}
        </h3>
        <ul className="mt-3 flex flex-col gap-3" data-testid="tier-benefits">
          {benefitsUpTo(tiers, rule.tier).map(({ benefit }) => (
            <li key={benefit} data-testid="tier-benefit" className="flex gap-3">
              <CheckIcon
                className={cx('mt-0.5 size-4 shrink-0', added.has(benefit) ? 'text-nova' : 'text-ink-faint')}
              />
              <span className="min-w-0">
                <span className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink">
                  {t(`benefits.${benefit}.title`)}
                  {added.has(benefit) && tierRank(rule.tier) > 0 ? (
                    <span className="rounded-full border border-nova/40 bg-nova/10 px-2 py-px text-[0.7rem] font-semibold text-nova">
                      {t('tiers.new')}
                    </span>
                  ) : null}
                </span>
                <span className="mt-0.5 block text-xs text-ink-muted">
                  {t(`benefits.${benefit}.description`)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * The seven tiers as tabs, each with its five requirements (with the member's standing against
 * them when signed in) and the benefits it gives.
 */
export function TierLadder({
  tiers,
  selected,
  onSelect,
  standing,
  tier,
  reachedTier,
}: {
  tiers: readonly EliteTierRule[];
  selected: EliteTier;
  onSelect: (tier: EliteTier) => void;
  standing: EliteFigures | undefined;
  tier: EliteTier | null;
  reachedTier: EliteTier | null;
}) {
  const { t } = useTranslation('elite');
  const sorted = [...tiers].sort((a, b) => tierRank(a.tier) - tierRank(b.tier));
  return (
    <section aria-labelledby="tiers-title" data-testid="tier-ladder" className="panel rounded-2xl p-5 sm:p-6">
      <h2 id="tiers-title" className="text-xl font-semibold text-ink">
        {t('tiers.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('tiers.description')}</p>
      <RadixTabs.Root
        value={selected}
        onValueChange={(value) => onSelect(value as EliteTier)}
        className="mt-5"
      >
        <RadixTabs.List
          aria-label={t('tiers.title')}
          className="grid grid-cols-2 gap-2 sm:grid-cols-4 xl:grid-cols-7"
        >
          {sorted.map((rule) => {
            const met = standing ? metCount(rule, standing) : undefined;
            return (
              <RadixTabs.Trigger
                key={rule.tier}
                value={rule.tier}
                data-testid={`tier-tab-${rule.tier}`}
                className={cx(
                  'flex min-w-0 flex-col items-start gap-1 rounded-xl border border-line bg-space-950/40 px-3 py-2.5 text-left transition',
                  'hover:border-plasma/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plasma',
                  'data-[state=active]:border-plasma/60 data-[state=active]:bg-space-700/60',
                )}
              >
                <span className="flex items-center gap-2 text-sm font-semibold text-ink">
                  <TierMark tier={rule.tier} />
                  {t(`tier.${rule.tier}`)}
                </span>
                <span className="text-xs text-ink-muted">
                  {rule.tier === tier
                    ? t('tiers.yours')
                    : rule.tier === reachedTier
                      ? t('tiers.reachedShort')
                      : met !== undefined
                        ? t('tiers.metCount', { count: met, total: ELITE_REQUIREMENTS.length })
                        : t('tiers.rank', { rank: tierRank(rule.tier) + 1 })}
                </span>
              </RadixTabs.Trigger>
            );
          })}
        </RadixTabs.List>
        {sorted.map((rule) => (
          <RadixTabs.Content key={rule.tier} value={rule.tier} className="outline-none">
            <TierPanel rule={rule} tiers={sorted} standing={standing} />
          </RadixTabs.Content>
        ))}
      </RadixTabs.Root>
    </section>
  );
}
