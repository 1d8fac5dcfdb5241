import type { Accent } from '../develop-tracks.ts';

interface AccentStyle {
  text: string;
  bg: string;
  ring: string;
  /** The colour as space-separated RGB channels, for gradients with their own opacity. */
  rgb: string;
}

export const ACCENTS: Record<Accent, AccentStyle> = {
  plasma: { text: 'text-plasma', bg: 'bg-plasma/10', ring: 'ring-plasma/30', rgb: '125 249 255' },
  nova: { text: 'text-nova', bg: 'bg-nova/10', ring: 'ring-nova/30', rgb: '255 179 71' },
  nebula: { text: 'text-[#b9a8ff]', bg: 'bg-nebula/15', ring: 'ring-nebula/40', rgb: '139 108 255' },
  success: { text: 'text-success', bg: 'bg-success/10', ring: 'ring-success/30', rgb: '69 230 161' },
};

/** A soft radial glow in the accent colour, for the corner of a card or hero. */
export function accentGlow(accent: Accent, opacity = 0.22) {
  return `radial-gradient(closest-side, rgb(${ACCENTS[accent].rgb} / ${opacity}), transparent)`;
}

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
