import type { Accent } from '../develop-tracks.ts';

export const ACCENTS: Record<Accent, { text: string; bg: string; ring: string; glow: string }> = {
  plasma: {
    text: 'text-plasma',
    bg: 'bg-plasma/10',
    ring: 'ring-plasma/30',
    glow: 'rgb(125 249 255 / 0.22)',
  },
  nova: { text: 'text-nova', bg: 'bg-nova/10', ring: 'ring-nova/30', glow: 'rgb(255 179 71 / 0.2)' },
  nebula: {
    text: 'text-[#b9a8ff]',
    bg: 'bg-nebula/15',
    ring: 'ring-nebula/40',
    glow: 'rgb(139 108 255 / 0.28)',
  },
  success: {
    text: 'text-success',
    bg: 'bg-success/10',
    ring: 'ring-success/30',
    glow: 'rgb(69 230 161 / 0.2)',
  },
};

export function TrackIcon({
  path,
  accent,
  size = 'md',
}: {
  path: string;
  accent: Accent;
  size?: 'md' | 'lg';
}) {
  const tone = ACCENTS[accent];
  const box = size === 'lg' ? 'size-16 rounded-2xl' : 'size-12 rounded-xl';
  const icon = size === 'lg' ? 'size-8' : 'size-6';
  return (
    <span
      className={`flex shrink-0 items-center justify-center ring-1 ${box} ${tone.bg} ${tone.ring} ${tone.text}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={icon}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={path} />
      </svg>
    </span>
  );
}
