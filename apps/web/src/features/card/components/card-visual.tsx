import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/** The planned card, drawn with CSS and SVG: a front face tilted over its back face. */
export function CardVisual() {
  const { t } = useTranslation('card');
  return (
    <div
      aria-hidden="true"
      className="relative mx-auto aspect-[1.586] w-full max-w-[26rem] [perspective:1200px]"
    >
      {/* Back face, peeking out behind. */}
      <div className="absolute inset-0 translate-x-3 translate-y-5 rotate-[6deg] rounded-[1.4rem] border border-line-strong bg-linear-to-br from-space-700 via-space-800 to-space-950 shadow-pop sm:translate-x-10 sm:translate-y-8 sm:rotate-[8deg]">
        <div className="mt-[14%] h-[16%] w-full bg-space-950/90" />
        <div className="mx-[7%] mt-[6%] h-[11%] w-[55%] rounded bg-[repeating-linear-gradient(90deg,rgb(238_241_255/0.16)_0_6px,transparent_6px_10px)]" />
      </div>
      {/* Front face. */}
      <div className="absolute inset-0 -rotate-3 transition-transform duration-700 ease-out-expo hover:rotate-0 hover:-translate-y-1 overflow-hidden rounded-[1.4rem] border border-white/15 bg-[radial-gradient(120%_90%_at_100%_0%,rgb(139_108_255/0.85),transparent_55%),radial-gradient(90%_80%_at_0%_100%,rgb(62_230_245/0.55),transparent_60%),linear-gradient(135deg,#111833,#04060d)] shadow-[0_30px_80px_-20px_rgb(62_230_245/0.45)]">
        {/* Orbits engraved in the card. */}
        <svg
          aria-hidden="true"
          viewBox="0 0 400 252"
          className="absolute inset-0 h-full w-full"
          preserveAspectRatio="none"
        >
          <ellipse
            cx="330"
            cy="40"
            rx="190"
            ry="70"
            fill="none"
            stroke="rgb(238 241 255 / 0.14)"
            transform="rotate(-16 330 40)"
          />
          <ellipse
            cx="330"
            cy="40"
            rx="130"
            ry="46"
            fill="none"
            stroke="rgb(238 241 255 / 0.1)"
            transform="rotate(-16 330 40)"
          />
          <circle cx="238" cy="96" r="3" fill="#ffb347" />
          <circle cx="80" cy="40" r="1" fill="#eef1ff" opacity="0.7" />
          <circle cx="150" cy="200" r="1.2" fill="#eef1ff" opacity="0.6" />
          <circle cx="300" cy="210" r="0.9" fill="#eef1ff" opacity="0.6" />
        </svg>
        {/* A sheen that sweeps across. */}
        <div className="absolute inset-0 animate-shimmer bg-[linear-gradient(115deg,transparent_35%,rgb(255_255_255/0.13)_48%,transparent_60%)] bg-[length:250%_100%] [animation-duration:7s]" />
        <div className="relative flex h-full flex-col justify-between p-[7%]">
          <div className="flex items-start justify-between">
            <span className="text-[clamp(0.9rem,3.6vw,1.25rem)] font-bold tracking-[0.3em] text-ink">
              {t('visual.brand')}
            </span>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-[clamp(1.2rem,5vw,1.75rem)] w-auto text-ink/80"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            >
              <path d="M8 8.5a5 5 0 0 1 0 7M11.5 6a8.5 8.5 0 0 1 0 12M15 3.5a12 12 0 0 1 0 17" />
            </svg>
          </div>
          {/* The chip. */}
          <div className="h-[18%] w-[15%] rounded-md border border-nova/60 bg-linear-to-br from-[#ffe2a8] via-nova to-[#b87512] shadow-inner">
            <div className="mx-auto mt-[30%] h-px w-[70%] bg-space-950/40" />
            <div className="mx-auto mt-[18%] h-px w-[70%] bg-space-950/40" />
          </div>
          <div>
            <p className="font-mono text-[clamp(0.8rem,3.6vw,1.2rem)] tracking-[0.18em] text-ink/90">
              •••• •••• •••• 2024
            </p>
            <div className="mt-[3%] flex items-end justify-between">
              <span className="text-[clamp(0.55rem,2.2vw,0.75rem)] font-semibold tracking-[0.2em] text-ink/70 uppercase">
                {t('visual.holder')}
              </span>
              <span className="flex">
                <span className="h-[clamp(1.2rem,5vw,1.8rem)] w-[clamp(1.2rem,5vw,1.8rem)] rounded-full bg-plasma/80" />
                <span className="-ml-[0.6rem] h-[clamp(1.2rem,5vw,1.8rem)] w-[clamp(1.2rem,5vw,1.8rem)] rounded-full bg-nova/80 mix-blend-screen" />
              </span>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
