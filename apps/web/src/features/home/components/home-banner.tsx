import type { BannerItem } from '@colony/contract/home';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

function BannerEntry({ item, hidden }: { item: BannerItem; hidden: boolean }) {
  const content = (
    <>
      <span
        aria-hidden="true"
        className="size-1.5 shrink-0 rounded-full bg-nova shadow-[0_0_10px_rgb(255_179_71/0.8)]"
      />
      <span className="font-semibold text-ink">{item.title}</span>
      <span className="text-ink-muted">{item.subtitle}</span>
    </>
  );
  const className = 'flex shrink-0 items-center gap-3 rounded-full px-4 py-2 text-sm whitespace-nowrap';
  if (!item.link) return <span className={className}>{content}</span>;
  const tabIndex = hidden ? -1 : undefined;
  return item.link.startsWith('/') ? (
    <Link to={item.link} tabIndex={tabIndex} className={`${className} transition hover:bg-white/5`}>
      {content}
    </Link>
  ) : (
    <a
      href={item.link}
      target="_blank"
      rel="noopener noreferrer"
      tabIndex={tabIndex}
      className={`${className} transition hover:bg-white/5`}
    >
      {content}
    </a>
  );
}

/**
 * The scrolling banner. The items run twice so the loop is seamless; the copy is hidden
 * from assistive technology. Hover or focus pauses it; with reduced motion it becomes a
 * strip that scrolls by hand.
 */
export function HomeBanner({ items }: { items: BannerItem[] | undefined }) {
  const { t } = useTranslation('home');
  return (
    <section
      data-testid="home-banner"
      aria-label={t('banner.label')}
      className="group relative h-14 overflow-hidden border-y border-line bg-space-900/50 [mask-image:linear-gradient(90deg,transparent,black_6%,black_94%,transparent)]"
    >
      {items === undefined ? (
        <div className="flex h-full items-center gap-6 px-6">
          <Skeleton className="h-4 w-64" />
          <Skeleton className="h-4 w-72" />
          <Skeleton className="h-4 w-56" />
        </div>
      ) : (
        <div
          style={{ '--marquee-duration': `${Math.max(20, items.length * 8)}s` } as CSSProperties}
          className="flex h-full w-max animate-marquee items-center group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none motion-reduce:overflow-x-auto"
        >
          {[false, true].map((copy) => (
            <ul
              key={String(copy)}
              aria-hidden={copy || undefined}
              className={`flex items-center gap-2 pr-2 ${copy ? 'motion-reduce:hidden' : ''}`}
            >
              {items.map((item) => (
                <li key={item.id}>
                  <BannerEntry item={item} hidden={copy} />
                </li>
              ))}
            </ul>
          ))}
        </div>
      )}
    </section>
  );
}
