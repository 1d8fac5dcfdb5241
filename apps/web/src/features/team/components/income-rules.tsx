import type { TeamRulesResponse } from '@colony/contract/team';
import type { ReactNode } from 'react';
import { currentLocale } from '../../../lib/format/current-locale.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { formatRate } from '../rules/rates.ts';

function RuleCard({
  title,
  accent,
  children,
  testId,
}: {
  title: string;
  accent: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <article data-testid={testId} className="panel flex flex-col gap-3 rounded-2xl p-5 sm:p-6">
      <h3 className="flex items-center gap-2 text-lg font-semibold text-ink">
        <span aria-hidden="true" className={`size-2.5 rounded-full ${accent}`} />
        {title}
      </h3>
      {children}
    </article>
  );
}

/** The four kinds of income a team pays, each with the live rates it uses. */
export function IncomeRules({ rules }: { rules: TeamRulesResponse }) {
  const { t } = useTranslation('team');
  const rate = (value: string) => formatRate(value, currentLocale());
  return (
    <section aria-labelledby="rules-title" className="flex flex-col gap-4">
      <h2 id="rules-title" className="text-xl font-semibold text-ink">
        {t('program.rulesTitle')}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <RuleCard testId="rule-referral" title={t('income.types.referral')} accent="bg-plasma">
          <p className="text-sm text-ink-muted">{t('program.referral')}</p>
          <ol className="flex flex-wrap gap-2">
            {rules.referralRates.map((value, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: one rate per generation, in order
                key={index}
                data-testid="referral-rate"
                className="rounded-full border border-plasma/30 bg-plasma/10 px-3 py-1 text-sm text-ink tabular-nums"
              >
                {t('program.generationRate', { generation: index + 1, rate: rate(value) })}
              </li>
            ))}
          </ol>
        </RuleCard>
        <RuleCard testId="rule-team" title={t('income.types.team')} accent="bg-nebula">
          <p className="text-sm text-ink-muted">{t('program.team')}</p>
        </RuleCard>
        <RuleCard testId="rule-bonus" title={t('income.types.bonus')} accent="bg-nova">
          <p className="text-sm text-ink-muted">{t('program.bonus', { rate: rate(rules.bonusRate) })}</p>
        </RuleCard>
        <RuleCard testId="rule-star-level" title={t('income.types.starLevel')} accent="bg-success">
          <p className="text-sm text-ink-muted">
            {t('program.starLevel', { rate: rate(rules.starLevelPoolRate) })}
          </p>
        </RuleCard>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <p
          data-testid="rule-cap"
          className="rounded-xl border border-line bg-space-950/50 px-4 py-3 text-sm text-ink"
        >
          {t('program.cap', { rate: rate(rules.maxShareOfSales) })}
        </p>
        <p
          data-testid="rule-effective"
          className="rounded-xl border border-line bg-space-950/50 px-4 py-3 text-sm text-ink"
        >
          {rules.effectiveOnly ? t('program.effectiveOnly') : t('program.everyone')}
        </p>
      </div>
    </section>
  );
}
