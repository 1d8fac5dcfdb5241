import type { Asset } from '@colony/contract/assets';
import { OUTPUT_ASSETS } from '@colony/contract/avatars';
import { ROUTES } from '@colony/contract/routes';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format/format-date-time.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useAmountFormat } from '../../lib/money/use-amount-format.ts';
import { cx } from '../ui/class-names.ts';
import { Countdown } from '../ui/countdown.tsx';

const produced = (asset: Asset) => (OUTPUT_ASSETS as readonly Asset[]).includes(asset);

/**
 * Why an action is not open to the member, said before they try it: what it needs of an asset
 * against what they have, and where more comes from. MM, MC and UME come from Avatars' output at
 * each daily settlement, so a member without a producing Avatar is sent to buy one and one with an
 * Avatar is told when its next output arrives; stablecoins are deposited.
 */
export function ResourceShortfall({
  asset,
  need,
  have,
  nextOutputAt,
  reason,
  onOutput,
  className,
  'data-testid': testId = 'resource-shortfall',
}: {
  asset: Asset;
  /** Base units the action needs. */
  need: bigint;
  /** Base units available. */
  have: bigint;
  /** When the member's Avatars next pay output (`/user/user/index`); null: none produces. */
  nextOutputAt: string | null;
  /** What the action needs, in words, when more than "You need … ; you have …". */
  reason?: string;
  /** Called when the next output's time has come (the balance can be read again). */
  onOutput?: () => void;
  className?: string;
  'data-testid'?: string;
}) {
  const { t } = useTranslation('money');
  const format = useAmountFormat();
  const link = 'text-sm font-semibold text-plasma hover:underline';
  let source = null;
  if (produced(asset) && nextOutputAt === null) {
    source = (
      <>
        <p>{t('shortfall.noAvatar', { asset })}</p>
        <Link to={`${ROUTES.avatar}?id=1`} className={link} data-testid="shortfall-buy-avatar">
          {t('shortfall.buyAvatar')}
        </Link>
      </>
    );
  } else if (produced(asset) && nextOutputAt !== null) {
    source = (
      <>
        <p>{t('shortfall.nextOutput', { asset, time: formatDateTime(nextOutputAt) })}</p>
        <p className="flex flex-wrap items-center gap-2">
          {t('shortfall.nextOutputIn')} <Countdown to={nextOutputAt} onEnd={onOutput} className="text-xs" />
        </p>
      </>
    );
  } else if (asset !== 'MCD') {
    source = (
      <>
        <p>{t('shortfall.deposit', { asset })}</p>
        <Link to={ROUTES.myAssets} className={link}>
          {t('shortfall.depositLink')}
        </Link>
      </>
    );
  }
  return (
    <div
      role="note"
      data-testid={testId}
      className={cx(
        'flex flex-col items-start gap-1.5 rounded-lg border border-nova/40 bg-nova/10 px-3 py-2.5 text-sm text-ink-muted',
        className,
      )}
    >
      <p className="font-semibold text-ink">
        {reason ??
          t('shortfall.need', {
            need: format(need, asset),
            have: format(have, asset),
            asset,
          })}
      </p>
      {source}
    </div>
  );
}
