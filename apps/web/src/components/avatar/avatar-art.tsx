import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { cx } from '../ui/class-names.ts';
import pioneer from './art/avatar-1.webp';
import starGuide from './art/avatar-2.webp';
import nebulaGuide from './art/avatar-3.webp';
import ranger from './art/avatar-15.webp';
import navigator from './art/avatar-16.webp';
import architect from './art/avatar-17.webp';

/**
 * Artwork of each catalogue avatar, as hashed files: the browser caches them for good and
 * fetches them only where they are shown, and no script carries them.
 */
const ART: Readonly<Record<number, string>> = {
  1: pioneer,
  2: starGuide,
  3: nebulaGuide,
  15: ranger,
  16: navigator,
  17: architect,
};

export function hasAvatarArt(id: number): boolean {
  return id in ART;
}

/**
 * An avatar's artwork, named for screen readers by `name` (the avatar's name in the member's
 * language). An avatar without artwork of its own (one the catalogue adds later) shows a
 * silhouette in the same frame. `priority` for the picture at the top of a page; others load when
 * scrolled near.
 */
export function AvatarArt({
  id,
  name,
  priority = false,
  className,
}: {
  id: number;
  name: string;
  priority?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const label = t('avatar.artwork', { name });
  const src = ART[id];
  const frame = cx('block aspect-square overflow-hidden rounded-2xl bg-space-850', className);
  if (src === undefined) return <UnknownAvatar label={label} className={frame} />;
  return (
    <img
      src={src}
      alt={label}
      width={240}
      height={240}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      className={cx(frame, 'object-cover')}
    />
  );
}

function UnknownAvatar({ label, className }: { label: string; className: string }) {
  return (
    <svg viewBox="0 0 240 240" role="img" aria-label={label} className={className}>
      <rect width="240" height="240" fill="#0c1226" />
      <circle cx="120" cy="98" r="40" fill="none" stroke="#7df9ff" strokeOpacity="0.5" strokeWidth="3" />
      <path
        d="M56 214c6-40 32-62 64-62s58 22 64 62"
        fill="none"
        stroke="#7df9ff"
        strokeOpacity="0.5"
        strokeWidth="3"
      />
      <path
        d="M106 88a14 14 0 1 1 20 12c-4 3-6 6-6 10"
        fill="none"
        stroke="#eef1ff"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="120" cy="124" r="3" fill="#eef1ff" />
    </svg>
  );
}
