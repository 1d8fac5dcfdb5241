import { ROUTES } from '@colony/contract/routes';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format/format-date-time.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { PollInfo } from '../api/get-poll-info.ts';

/** Within this many seconds the demo's next proposal is as good as "right after your purchase". */
const SOON_SECONDS = 60;

/**
 * "No voting power", and how to get some: power is what a member holds when a proposal starts, so
 * an Avatar bought now counts in the proposals that start after it; when the next one starts.
 */
export function NoPowerNotice({ info }: { info: PollInfo }) {
  const { t } = useTranslation('governance');
  const next = info.member?.nextStart ?? null;
  const when =
    next === null
      ? t('vote.powerHint.none')
      : next.onNewPower && Date.parse(next.at) / 1000 - info.serverTime <= SOON_SECONDS
        ? t('vote.powerHint.soon')
        : next.onNewPower
          ? t('vote.powerHint.atOrSoon', { time: formatDateTime(next.at) ?? '' })
          : t('vote.powerHint.at', { time: formatDateTime(next.at) ?? '' });
  return (
    <>
      <span className="block font-semibold text-ink">{t('vote.blockers.noPower')}</span>
      <span className="mt-1 block">
        {t('vote.powerHint.how')} {when}
      </span>
      <Link
        to={`${ROUTES.avatar}?id=1`}
        className="mt-3 inline-flex font-semibold text-plasma underline-offset-4 hover:underline"
      >
        {t('vote.powerHint.buy')}
      </Link>
    </>
  );
}
