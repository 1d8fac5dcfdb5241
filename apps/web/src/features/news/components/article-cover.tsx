import type { NewsCategory } from '@colony/contract/news';
import { useId, useState } from 'react';

/** Hue pair of each category's drawn cover: background glow and glyph colour. */
const PALETTE: Record<NewsCategory, { glow: string; glyph: string }> = {
  announcement: { glow: '#ffb347', glyph: '#ffd9a0' },
  official: { glow: '#7df9ff', glyph: '#c9fdff' },
  video: { glow: '#7b5cff', glyph: '#d4c8ff' },
  ama: { glow: '#45e6a1', glyph: '#b8f7dc' },
};

const STARS = [
  [18, 22, 1.2],
  [64, 140, 0.8],
  [102, 30, 1],
  [150, 160, 1.1],
  [190, 18, 0.7],
  [236, 52, 1.3],
  [288, 28, 0.9],
  [300, 150, 1],
  [40, 86, 0.7],
  [270, 110, 0.8],
] as const;

function Glyph({ category, color }: { category: NewsCategory; color: string }) {
  const common = {
    fill: 'none',
    stroke: color,
    strokeWidth: 3,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  } as const;
  switch (category) {
    case 'announcement':
      // A relay dish broadcasting to the colony.
      return (
        <g {...common}>
          <path d="M140 112 l20 -30 l20 30" />
          <path d="M132 78 a28 28 0 0 0 56 0 z" />
          <path d="M176 58 a14 14 0 0 1 12 12 M180 46 a26 26 0 0 1 20 20 M184 34 a38 38 0 0 1 28 28" />
        </g>
      );
    case 'official':
      // A planet with its orbit and a station.
      return (
        <g {...common}>
          <circle cx="160" cy="90" r="26" />
          <ellipse cx="160" cy="90" rx="56" ry="16" transform="rotate(-18 160 90)" />
          <circle cx="210" cy="72" r="4" fill={color} />
        </g>
      );
    case 'video':
      return (
        <g {...common}>
          <rect x="120" y="62" width="80" height="56" rx="10" />
          <path d="M152 78 l20 12 l-20 12 z" fill={color} />
        </g>
      );
    case 'ama':
      // Two speech bubbles: a question and its answer.
      return (
        <g {...common}>
          <path d="M118 64 h54 a8 8 0 0 1 8 8 v28 a8 8 0 0 1 -8 8 h-30 l-14 12 v-12 h-10 a8 8 0 0 1 -8 -8 v-28 a8 8 0 0 1 8 -8 z" />
          <path d="M188 84 h14 a8 8 0 0 1 8 8 v24 a8 8 0 0 1 -8 8 h-6 v10 l-12 -10 h-18" />
          <path d="M140 78 a6 6 0 1 1 8 6 v4" />
          <circle cx="148" cy="96" r="1.5" fill={color} />
        </g>
      );
  }
}

/** The drawn cover used when an article has no image (or its image fails). */
export function CoverArt({ category }: { category: NewsCategory }) {
  const { glow, glyph } = PALETTE[category];
  // A list shows many covers of one category: each needs a gradient id of its own.
  const id = `cover-${category}-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg
      viewBox="0 0 320 180"
      preserveAspectRatio="xMidYMid slice"
      className="h-full w-full"
      aria-hidden="true"
    >
      <defs>
        <radialGradient id={id} cx="70%" cy="20%" r="90%">
          <stop offset="0" stopColor={glow} stopOpacity="0.45" />
          <stop offset="0.55" stopColor="#111833" stopOpacity="1" />
          <stop offset="1" stopColor="#05070f" stopOpacity="1" />
        </radialGradient>
      </defs>
      <rect width="320" height="180" fill={`url(#${id})`} />
      <circle cx="40" cy="210" r="90" fill="none" stroke={glow} strokeOpacity="0.25" strokeWidth="1.5" />
      <circle cx="40" cy="210" r="120" fill="none" stroke={glow} strokeOpacity="0.12" strokeWidth="1" />
      {STARS.map(([x, y, r]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={r} fill="#e8ecff" opacity="0.7" />
      ))}
      <Glyph category={category} color={glyph} />
    </svg>
  );
}

function PlayIcon() {
  return (
    <span
      aria-hidden="true"
      className="absolute inset-0 flex items-center justify-center transition-transform duration-200 group-hover:scale-110 motion-reduce:transition-none"
    >
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-space-950/70 ring-2 ring-ink/80 backdrop-blur-sm">
        <svg viewBox="0 0 24 24" aria-hidden="true" className="ml-0.5 h-5 w-5 fill-ink">
          <path d="M8 5.5v13l11-6.5z" />
        </svg>
      </span>
    </span>
  );
}

/** The card's 16:9 cover: the article's image or a drawn one, with a play mark on videos. */
export function ArticleCover({
  category,
  cover,
  isVideo,
  eager = false,
}: {
  category: NewsCategory;
  cover: string | null;
  isVideo: boolean;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="relative aspect-video w-full overflow-hidden bg-space-800">
      {cover && !failed ? (
        <img
          src={cover}
          alt=""
          width={640}
          height={360}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(true)}
          className="h-full w-full object-cover"
        />
      ) : (
        <CoverArt category={category} />
      )}
      {isVideo ? <PlayIcon /> : null}
    </div>
  );
}
