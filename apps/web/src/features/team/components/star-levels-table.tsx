import type { StarLevelRule } from '@colony/contract/team';
import { currentLocale } from '../../../lib/format/current-locale.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useUsdFormat } from '../../../lib/money/format-usd.ts';
import { formatRate } from '../rules/rates.ts';

/** Each star level: what it needs and the team rate it pays up to. */
export function StarLevelsTable({ levels }: { levels: readonly StarLevelRule[] }) {
  const { t } = useTranslation('team');
  const usd = useUsdFormat();
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  return (
    <section aria-labelledby="levels-title" className="panel flex flex-col gap-4 rounded-2xl p-5 sm:p-6">
      <div>
        <h2 id="levels-title" className="text-xl font-semibold text-ink">
          {t('program.levelsTitle')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t('program.levelsDescription')}</p>
      </div>
      <div className="overflow-x-auto">
        <table data-testid="star-levels" className="w-full min-w-[18rem] text-left text-sm">
          <thead>
            <tr className="border-b border-line text-xs text-ink-muted">
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('program.level')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t('star.smallZone')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t('program.directEffectiveShort')}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t('program.teamRate')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {sorted.map((rule) => (
              <tr key={rule.level} data-testid="star-level-row">
                <th scope="row" className="py-2.5 pr-3 font-semibold whitespace-nowrap text-nova">
                  {t('star.short', { level: rule.level })}
                </th>
                <td className="py-2.5 pr-3 text-right text-ink tabular-nums">
                  {usd(rule.smallZonePerformance, 0)}
                </td>
                <td className="py-2.5 pr-3 text-right text-ink tabular-nums">{rule.directEffective}</td>
                <td className="py-2.5 text-right font-semibold text-plasma tabular-nums">
                  {formatRate(rule.teamRate, currentLocale())}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
