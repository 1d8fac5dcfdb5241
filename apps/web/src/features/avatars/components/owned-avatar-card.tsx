import type { AvatarState, OutputAmount, OwnedAvatar } from '@colony/contract/avatars';
import { AvatarArt } from '../../../components/avatar/avatar-art.tsx';
import { type PillTone, StatusPill } from '../../../components/money/status-pill.tsx';
import { cx } from '../../../components/ui/class-names.ts';
import { DateTime } from '../../../components/ui/date-time.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';
import { daysOfFuelLeft } from '../rules/fuel.ts';
import { FuelBar } from './fuel-bar.tsx';
import { useFuelFormat } from './use-fuel-format.ts';

const STATE_TONE: Record<AvatarState, PillTone> = {
  starting: 'info',
  producing: 'success',
  spent: 'neutral',
};

/** When it began producing, or begins; a spent avatar's from then until its fuel ran out. */
const PRODUCING_LABEL: Record<AvatarState, string> = {
  starting: 'avatar.producesFrom',
  producing: 'avatar.producingSince',
  spent: 'avatar.producedFrom',
};

export const OUTPUT_DOTS: Record<OutputAmount['asset'], string> = {
  MM: 'bg-nova',
  MC: 'bg-plasma',
  UME: 'bg-nebula',
};

/** What an avatar (or all of them) produced so far, one figure per resource. */
export function OutputFigures({
  output,
  testId,
  className,
  fractionDigits = 4,
}: {
  output: readonly OutputAmount[];
  testId: string;
  className?: string;
  /** Decimals shown at most, cut rather than rounded. */
  fractionDigits?: number;
}) {
  const format = useAmountFormat();
  return (
    <dl className={cx('grid grid-cols-3 gap-2', className)}>
      {output.map((entry) => (
        <div key={entry.asset} className="min-w-0">
          <dt className="flex items-center gap-1.5 text-xs text-ink-muted">
            <span
              aria-hidden="true"
              className={cx('size-2 shrink-0 rounded-full', OUTPUT_DOTS[entry.asset])}
            />
            {entry.asset}
          </dt>
          <dd
            data-testid={`${testId}-${entry.asset}`}
            className="mt-0.5 truncate text-base font-semibold text-ink tabular-nums"
          >
            {format(entry.amount, entry.asset, { maximumFractionDigits: fractionDigits })}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One of the member's avatars: artwork, name and kind, whether it is starting, producing or spent,
 * its fuel left with what it burns a day, what it has produced, and when it began producing.
 */
export function OwnedAvatarCard({ avatar }: { avatar: OwnedAvatar }) {
  const { t } = useTranslation('avatars');
  const format = useAmountFormat();
  const fuel = useFuelFormat();
  const spent = avatar.state === 'spent';
  const days = daysOfFuelLeft(avatar.remainingFuel, avatar.dailyBurn);
  return (
    <article
      data-testid="owned-avatar"
      data-avatar-id={avatar.avatarId}
      data-state={avatar.state}
      aria-labelledby={`owned-avatar-${avatar.id}`}
      className={cx('panel flex w-full min-w-0 flex-col gap-5 rounded-2xl p-4 sm:p-5', spent && 'opacity-75')}
    >
      <div className="flex min-w-0 gap-4">
        <AvatarArt
          id={avatar.avatarId}
          name={avatar.name}
          className={cx('size-20 shrink-0 border border-line sm:size-24', spent && 'grayscale')}
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <StatusPill tone={STATE_TONE[avatar.state]}>
              <span data-testid="owned-avatar-state">{t(`avatar.states.${avatar.state}`)}</span>
            </StatusPill>
            <span className="text-xs text-ink-faint">{t(`kinds.${avatar.kind}`)}</span>
          </div>
          <h3 id={`owned-avatar-${avatar.id}`} className="mt-1.5 truncate text-lg font-semibold text-ink">
            {avatar.name}
          </h3>
          <p className="mt-0.5 text-xs text-ink-faint tabular-nums">
            {t('avatar.number', { id: avatar.id })}
          </p>
          <p className="mt-1 text-xs text-ink-muted">
            {t(PRODUCING_LABEL[avatar.state])}{' '}
            <DateTime value={avatar.producingFrom} className="whitespace-nowrap text-ink" />
          </p>
        </div>
      </div>

      <div>
        <div className="flex items-baseline justify-between gap-3">
          <p className="text-xs font-semibold tracking-wider text-ink-faint uppercase">{t('avatar.fuel')}</p>
        </div>
        <FuelBar
          remaining={avatar.remainingFuel}
          total={avatar.totalFuel}
          className="mt-1.5"
          testId="owned-avatar-fuel"
        />
        <p className="mt-2 text-xs text-ink-muted">
          {spent ? (
            t('avatar.spentNote')
          ) : (
            <>
              <span data-testid="owned-avatar-burn">
                {t('avatar.burn', { amount: fuel(avatar.dailyBurn) })}
              </span>
              {days === undefined ? null : (
                <span className="block">{t('avatar.daysLeft', { count: Number(days) })}</span>
              )}
            </>
          )}
        </p>
      </div>

      <div>
        <p className="text-xs font-semibold tracking-wider text-ink-faint uppercase">{t('avatar.output')}</p>
        <OutputFigures output={avatar.output} testId="owned-avatar-output" className="mt-2" />
      </div>

      <p className="mt-auto flex flex-wrap justify-between gap-x-3 gap-y-1 border-t border-line pt-3 text-xs text-ink-muted">
        <span>
          {t('avatar.bought')} <DateTime value={avatar.createdAt} className="whitespace-nowrap" />
        </span>
        <span className="tabular-nums">
          {t('avatar.price')} {format(avatar.price, avatar.asset)} {avatar.asset}
        </span>
      </p>
    </article>
  );
}
