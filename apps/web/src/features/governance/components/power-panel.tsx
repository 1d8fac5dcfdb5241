import { DateTime } from '../../../components/ui/date-time.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { PollInfo } from '../api/get-poll-info.ts';
import { usePowerFormat } from '../use-power-format.ts';

/**
 * The member's voting power in this proposal (fixed by the snapshot at its start) and how power is
 * counted: per Avatar held by kind, and per unit of the counted assets.
 */
/** The Avatar kinds the rules may weigh, in the order the page lists them. */
const AVATAR_KINDS = ['main', 'alliance', 'guide'] as const;

export function PowerPanel({ info }: { info: PollInfo }) {
  const { t } = useTranslation('governance');
  const formatPower = usePowerFormat();
  const rules = info.snapshot?.rules ?? info.powerRules;
  const member = info.member;
  return (
    <section aria-labelledby="power-title" className="panel rounded-2xl p-5 sm:p-6" data-testid="power">
      <h2 id="power-title" className="text-lg font-semibold text-ink">
        {member ? t('power.title') : t('power.rulesTitle')}
      </h2>
      {member ? (
        <>
          <p className="mt-3 text-3xl font-bold text-plasma tabular-nums" data-testid="my-power">
            {member.power === null ? '–' : formatPower(member.power)}
          </p>
          <p className="mt-1 text-xs text-ink-muted">
            {info.snapshot ? (
              <>
                {t('power.countedAt')} <DateTime value={info.snapshot.takenAt} />
              </>
            ) : info.status === 'upcoming' ? (
              t('power.countedAtStart')
            ) : (
              t('power.counting')
            )}
          </p>
        </>
      ) : null}
      <ul className="mt-4 flex flex-col gap-1.5 border-t border-line pt-4 text-xs text-ink-muted">
        {AVATAR_KINDS.filter((kind) => BigInt(rules.avatars[kind] ?? '0') > 0n).map((kind) => (
          <li key={kind} className="flex justify-between gap-3">
            <span>{t(`power.avatar.${kind}`)}</span>
            <span className="text-ink tabular-nums">{formatPower(rules.avatars[kind] ?? '0')}</span>
          </li>
        ))}
        {Object.entries(rules.assets).map(([asset, bps]) => (
          <li key={asset} className="flex justify-between gap-3">
            <span>{t('power.asset', { asset })}</span>
            <span className="text-ink tabular-nums">
              {formatPower(((BigInt(bps) * 10n ** 18n) / 10_000n).toString())}
            </span>
          </li>
        ))}
      </ul>
      {info.snapshot ? (
        <p className="mt-3 text-xs text-ink-faint">
          {t('power.snapshot', {
            members: info.snapshot.members,
            total: formatPower(info.snapshot.totalPower),
          })}
        </p>
      ) : null}
    </section>
  );
}
