import type { CatalogueAvatar } from '@colony/contract/avatars';
import { ROUTES } from '@colony/contract/routes';
import { Link } from 'react-router';
import { AvatarArt } from '../../../components/avatar/avatar-art.tsx';
import { cx } from '../../../components/ui/class-names.ts';
import { Container } from '../../../components/ui/container.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { currentLocale } from '../../../lib/format/current-locale.ts';
import { formatNumber } from '../../../lib/format/format-number.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useAmountFormat } from '../../../lib/money/use-amount-format.ts';
import { SectionHeading } from './section-heading.tsx';

const SLOTS = [0, 1, 2, 3, 4, 5];

function AvatarCard({ avatar }: { avatar: CatalogueAvatar }) {
  const { t } = useTranslation('home');
  const format = useAmountFormat();
  const asset = avatar.assets[0] ?? 'USDT';
  let supply: string;
  if (!avatar.forSale) supply = t('avatars.notForSale');
  else if (avatar.remainingToday === 0) supply = t('avatars.soldOut');
  else
    supply = t('avatars.remaining', {
      remaining: formatNumber(avatar.remainingToday, { locale: currentLocale() }),
    });
  return (
    <li>
      <Link
        to={`${ROUTES.avatar}?id=${avatar.id}`}
        data-testid="home-avatar"
        className="panel group flex h-full flex-col rounded-2xl p-3 transition duration-300 hover:-translate-y-0.5 hover:border-plasma/40 hover:shadow-glow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plasma sm:p-4"
      >
        <AvatarArt id={avatar.id} name={avatar.name} className="w-full" />
        <span className="mt-3 text-[0.65rem] font-semibold tracking-[0.12em] text-ink-faint uppercase">
          {t(`avatars.kinds.${avatar.kind}`)}
        </span>
        <span className="mt-1 text-sm font-semibold break-words text-ink sm:text-base">{avatar.name}</span>
        <span className="mt-auto pt-3 text-sm font-semibold text-plasma tabular-nums">
          {t('avatars.price', { amount: format(avatar.price, asset), asset: avatar.assets.join(' / ') })}
        </span>
        <span
          className={cx(
            'mt-1 text-xs',
            !avatar.forSale || avatar.remainingToday === 0 ? 'text-nova' : 'text-ink-muted',
          )}
        >
          {supply}
        </span>
      </Link>
    </li>
  );
}

/** The avatar catalogue with today's supply, each card leading to its page; skeleton cards while it loads. */
export function HomeAvatars({ avatars }: { avatars: CatalogueAvatar[] | undefined }) {
  const { t } = useTranslation('home');
  return (
    <section
      data-testid="home-avatars"
      aria-labelledby="home-avatars-title"
      className="render-when-near py-14 sm:py-16 lg:py-20"
    >
      <Container>
        <SectionHeading
          id="home-avatars-title"
          eyebrow={t('avatars.eyebrow')}
          title={t('avatars.title')}
          lead={t('avatars.lead')}
        />
        <ul className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-6">
          {avatars === undefined
            ? SLOTS.map((slot) => (
                <li key={slot} aria-hidden="true" className="panel rounded-2xl p-3 sm:p-4">
                  <Skeleton className="aspect-square w-full rounded-2xl" />
                  <Skeleton className="mt-3 h-3 w-16" />
                  <Skeleton className="mt-2 h-5 w-3/4" />
                  <Skeleton className="mt-4 h-4 w-20" />
                </li>
              ))
            : avatars.map((avatar) => <AvatarCard key={avatar.id} avatar={avatar} />)}
        </ul>
      </Container>
    </section>
  );
}
