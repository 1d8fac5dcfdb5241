/** The hero's planet, orbits and satellites, drawn in CSS so nothing heavy loads before the headline. */
export function ColonyOrbit() {
  return (
    <div
      aria-hidden="true"
      className="relative mx-auto aspect-square w-full max-w-[18rem] sm:max-w-[24rem] lg:max-w-[34rem]"
    >
      <div className="absolute inset-0 rounded-full bg-[radial-gradient(closest-side,rgb(139_108_255/0.28),transparent)] blur-2xl" />
      <div className="absolute inset-[4%] rounded-full border border-line" />
      <div className="absolute inset-[16%] rounded-full border border-dashed border-plasma/20" />
      <div className="absolute inset-[4%] animate-orbit motion-reduce:animate-none [animation-duration:38s]">
        <span className="absolute top-[12%] left-[12%] size-3 rounded-full bg-nova shadow-[0_0_20px_4px_rgb(255_179_71/0.55)]" />
      </div>
      <div className="absolute inset-[16%] animate-orbit motion-reduce:animate-none [animation-direction:reverse] [animation-duration:26s]">
        <span className="absolute -top-1.5 left-1/2 size-2.5 rounded-full bg-plasma shadow-[0_0_16px_4px_rgb(125_249_255/0.6)]" />
        <span className="absolute bottom-[6%] left-[14%] size-1.5 rounded-full bg-ink/80" />
      </div>
      <svg aria-hidden="true" viewBox="0 0 100 100" className="absolute inset-0 size-full" fill="none">
        <path d="M8 56 A42 12 -18 0 1 92 44" stroke="#eef1ff" strokeOpacity="0.14" strokeWidth="0.8" />
      </svg>
      <div className="absolute inset-[28%] overflow-hidden rounded-full bg-[radial-gradient(circle_at_32%_28%,#a8fbff_0%,#3ee6f5_18%,#4b62d8_48%,#221a5c_78%,#0c0a24_100%)] shadow-[inset_-18px_-22px_48px_rgb(4_6_13/0.85),0_0_80px_-10px_rgb(125_249_255/0.45)]">
        <div className="absolute inset-x-[-10%] top-[38%] h-[9%] -rotate-12 rounded-full bg-white/10 blur-[2px]" />
        <div className="absolute inset-x-[-10%] top-[56%] h-[6%] -rotate-12 rounded-full bg-space-950/25 blur-[1px]" />
        <div className="absolute inset-x-[-10%] top-[24%] h-[4%] -rotate-12 rounded-full bg-white/10" />
      </div>
      <svg aria-hidden="true" viewBox="0 0 100 100" className="absolute inset-0 size-full" fill="none">
        {/* The ring's front half, drawn over the planet. */}
        <path
          d="M8 56 A42 12 -18 0 0 92 44"
          stroke="url(#orbit-ring)"
          strokeWidth="0.8"
          strokeLinecap="round"
        />
        <defs>
          <linearGradient id="orbit-ring" x1="8" y1="56" x2="92" y2="44" gradientUnits="userSpaceOnUse">
            <stop stopColor="#7df9ff" stopOpacity="0.1" />
            <stop offset="0.5" stopColor="#eef1ff" stopOpacity="0.75" />
            <stop offset="1" stopColor="#8b6cff" stopOpacity="0.15" />
          </linearGradient>
        </defs>
      </svg>
    </div>
  );
}
