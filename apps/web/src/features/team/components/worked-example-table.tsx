import { formatUnits } from '@colony/contract/assets';
import type { TeamRulesResponse } from '@colony/contract/team';
import { cx } from '../../../components/ui/class-names.ts';
import { currentLocale } from '../../../lib/format/current-locale.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { USD_DECIMALS, useUsdFormat } from '../../../lib/money/format-usd.ts';
import { formatRate } from '../rules/rates.ts';
import { exampleSuperiors, keptShare, workedExample } from '../rules/worked-example.ts';

/** The example's sale: 1,000 US dollars. */
export const EXAMPLE_SALE = 1_000n * 10n ** BigInt(USD_DECIMALS);

/** A 1,000 USDT sale three generations below "you", paid under the live rules, line by line. */
export function WorkedExampleTable({ rules }: { rules: TeamRulesResponse }) {
  const { t } = useTranslation('team');
  const usd = useUsdFormat();
  const superiors = exampleSuperiors(rules);
  const example = workedExample(rules, EXAMPLE_SALE, superiors);
  const money = (value: bigint) => (value === 0n ? '–' : usd(value));
  const cell = 'py-2.5 pl-2 text-right tabular-nums';
  return (
    <section
      aria-labelledby="example-title"
      data-testid="worked-example"
      className="panel flex flex-col gap-4 rounded-2xl p-5 sm:p-6"
    >
      <div>
        <h2 id="example-title" className="text-xl font-semibold text-ink">
          {t('example.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          {t('example.description', { sale: usd(EXAMPLE_SALE, 0) })}
        </p>
      </div>
      <ol className="flex flex-col gap-1 text-sm text-ink-muted sm:flex-row sm:flex-wrap sm:gap-x-2">
        <li>{t('example.chainBuyer')}</li>
        {superiors.map((superior, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: one superior per generation, in order
            key={index}
            className="before:mr-2 before:text-ink-faint before:content-['↑'] sm:before:content-['→']"
          >
            {index === superiors.length - 1
              ? t('example.you', { level: superior.starLevel })
              : t('example.superior', { generation: index + 1, level: superior.starLevel })}
          </li>
        ))}
      </ol>
      {/* A phone gets one card per upline; the table needs the width of a tablet. */}
      <ul className="flex flex-col gap-2 sm:hidden">
        {example.lines.map((line, index) => {
          const you = index === example.lines.length - 1;
          return (
            <li
              key={line.generation}
              data-testid="example-card"
              className={cx(
                'rounded-xl border px-4 py-3',
                you ? 'border-plasma/30 bg-plasma/[0.05]' : 'border-line bg-space-950/40',
              )}
            >
              <p className="flex items-baseline justify-between gap-3">
                <span className="text-sm font-medium text-ink">
                  {you
                    ? t('example.youShort', { level: line.starLevel })
                    : t('example.generationShort', { generation: line.generation, level: line.starLevel })}
                </span>
                <span className="font-semibold text-plasma tabular-nums">{usd(line.total)}</span>
              </p>
              <dl className="mt-1.5 grid grid-cols-3 gap-2 text-xs">
                {(['referral', 'team', 'bonus'] as const).map((kind) => (
                  <div key={kind} className="min-w-0">
                    <dt className="text-ink-muted">{t(`example.${kind}`)}</dt>
                    <dd className="text-ink tabular-nums">{money(line[kind])}</dd>
                  </div>
                ))}
              </dl>
            </li>
          );
        })}
        <li className="flex items-baseline justify-between gap-3 px-4 py-1 text-sm">
          <span className="text-ink">{t('example.pool')}</span>
          <span className="font-semibold text-plasma tabular-nums">{usd(example.starLevelPool)}</span>
        </li>
        <li className="flex items-baseline justify-between gap-3 border-t border-line-strong px-4 pt-2 text-sm">
          <span className="font-semibold text-ink">{t('example.sum')}</span>
          <span className="font-bold text-nova tabular-nums">{usd(example.total)}</span>
        </li>
      </ul>
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full min-w-[19rem] text-sm">
          <caption className="sr-only">{t('example.caption', { sale: usd(EXAMPLE_SALE, 0) })}</caption>
          <thead>
            <tr className="border-b border-line text-xs text-ink-muted">
              <th scope="col" className="py-2 pr-2 text-left font-medium">
                {t('example.who')}
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-medium">
                {t('example.referral')}
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-medium">
                {t('example.team')}
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-medium">
                {t('example.bonus')}
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-medium">
                {t('example.total')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {example.lines.map((line, index) => {
              const you = index === example.lines.length - 1;
              return (
                <tr
                  key={line.generation}
                  data-testid="example-line"
                  className={cx(you && 'bg-plasma/[0.05]')}
                >
                  <th scope="row" className="py-2.5 pr-2 text-left font-medium text-ink">
                    {you
                      ? t('example.youShort', { level: line.starLevel })
                      : t('example.generationShort', { generation: line.generation, level: line.starLevel })}
                  </th>
                  <td className={`${cell} text-ink`}>{money(line.referral)}</td>
                  <td className={`${cell} text-ink`}>{money(line.team)}</td>
                  <td className={`${cell} text-ink`}>{money(line.bonus)}</td>
                  <td data-testid="example-line-total" className={`${cell} font-semibold text-plasma`}>
                    {usd(line.total)}
                  </td>
                </tr>
              );
            })}
            <tr data-testid="example-pool">
              <th scope="row" colSpan={4} className="py-2.5 pr-2 text-left font-medium text-ink">
                {t('example.pool')}
              </th>
              <td className={`${cell} font-semibold text-plasma`}>{usd(example.starLevelPool)}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr className="border-t border-line-strong">
              <th scope="row" colSpan={4} className="py-2.5 pr-2 text-left font-semibold text-ink">
                {t('example.sum')}
              </th>
              <td data-testid="example-total" className={`${cell} font-bold text-nova`}>
                {usd(example.total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p
        data-testid="example-cap"
        className="rounded-xl border border-line bg-space-950/50 px-4 py-3 text-sm text-ink"
      >
        {example.capped
          ? t('example.capped', {
              uncapped: usd(example.uncappedTotal),
              cap: usd(example.cap),
              kept: formatRate(formatUnits(keptShare(example), 18), currentLocale()),
            })
          : t('example.underCap', { total: usd(example.total), cap: usd(example.cap) })}
      </p>
    </section>
  );
}
