import type { PartnerKind } from '@colony/contract/home';

/** A line emblem per partner kind, drawn on a 32 px grid. */
const GLYPHS: Record<PartnerKind, string[]> = {
  game: [
    'M9 12h14a5 5 0 0 1 5 5v1a5 5 0 0 1-8.5 3.5L18 20h-4l-1.5 1.5A5 5 0 0 1 4 18v-1a5 5 0 0 1 5-5Z',
    'M10 15v4M8 17h4',
    'M21 16h.01M23 18h.01',
  ],
  metaverse: [
    'M16 6a10 10 0 1 0 0 20 10 10 0 1 0 0-20Z',
    'M3 19c6 2 20-2 26-8',
    'M6 16h20',
    'M16 6c3 3 4 6.5 4 10s-1 7-4 10',
  ],
  bank: ['M5 12 16 5l11 7', 'M7 13v9M12 13v9M20 13v9M25 13v9', 'M4 26h24'],
  rwa: ['M6 26V13l7-5 7 5v13', 'M20 26V17h6v9', 'M4 26h24', 'M11 17h4M11 21h4'],
  dex: ['M8 11h17l-4-4', 'M24 21H7l4 4'],
  layer2: ['m16 5 11 6-11 6-11-6 11-6Z', 'm5 16 11 6 11-6', 'm5 21 11 6 11-6'],
  exchange: ['M5 26h22', 'M8 22v-6M13 22v-10M18 22v-7M23 22V8', 'm7 12 6-5 5 4 6-5'],
};

export function PartnerEmblem({ kind }: { kind: PartnerKind }) {
  return (
    <span
      aria-hidden="true"
      className="relative flex size-14 items-center justify-center rounded-2xl border border-line-strong bg-[radial-gradient(circle_at_30%_25%,rgb(125_249_255/0.22),rgb(139_108_255/0.12)_55%,transparent)] text-plasma"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 32 32"
        className="size-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {GLYPHS[kind].map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    </span>
  );
}
