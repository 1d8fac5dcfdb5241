import { Link } from 'react-router';
import { Container } from '../../../components/ui/container.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AVATAR_ROUTE, RESOURCES } from '../ecosystem-content.ts';
import { SectionHeading } from './section-heading.tsx';

const TONES = {
  nova: { ring: 'ring-nova/40', text: 'text-nova', bg: 'bg-nova/10', line: 'from-nova/60' },
  plasma: { ring: 'ring-plasma/40', text: 'text-plasma', bg: 'bg-plasma/10', line: 'from-plasma/60' },
  nebula: { ring: 'ring-nebula/50', text: 'text-[#b9a8ff]', bg: 'bg-nebula/15', line: 'from-nebula/70' },
} as const;

/** The Avatar at the centre of an orbit, burning fuel. */
function AvatarCore() {
  const { t } = useTranslation('ecosystem');
  return (
    <div className="panel relative flex flex-col items-center justify-center overflow-hidden rounded-xl p-6 text-center sm:p-8">
      <div className="relative size-36 sm:size-44">
        <svg aria-hidden="true" viewBox="0 0 200 200" className="absolute inset-0 size-full">
          <defs>
            <radialGradient id="avatar-core" cx="50%" cy="45%" r="50%">
              <stop offset="0" stopColor="#eef1ff" />
              <stop offset="0.35" stopColor="#7df9ff" />
              <stop offset="1" stopColor="#8b6cff" stopOpacity="0.2" />
            </radialGradient>
          </defs>
          <circle
            cx="100"
            cy="100"
            r="92"
            fill="none"
            stroke="rgb(154 170 230 / 0.2)"
            strokeDasharray="2 6"
          />
          <circle cx="100" cy="100" r="66" fill="none" stroke="rgb(125 249 255 / 0.25)" />
          <circle cx="100" cy="100" r="34" fill="url(#avatar-core)" />
        </svg>
        <div aria-hidden="true" className="absolute inset-0 animate-orbit motion-reduce:animate-none">
          <span className="absolute top-[4%] left-1/2 size-3 -translate-x-1/2 rounded-full bg-nova shadow-[0_0_12px_#ffb347]" />
          <span className="absolute bottom-[17%] left-[8%] size-2.5 rounded-full bg-plasma shadow-[0_0_12px_#7df9ff]" />
          <span className="absolute right-[8%] bottom-[17%] size-2.5 rounded-full bg-nebula shadow-[0_0_12px_#8b6cff]" />
        </div>
      </div>
      <h3 className="mt-5 text-xl font-semibold">{t('economy.avatar.title')}</h3>
      <p className="mt-2 max-w-sm text-sm text-ink-muted">{t('economy.avatar.text')}</p>
      <div className="mt-5 flex items-center gap-2 rounded-full border border-line bg-space-900/70 px-4 py-2 text-xs font-medium text-ink-muted">
        <span aria-hidden="true" className="size-2 rounded-full bg-nova" />
        {t('economy.avatar.fuel')}
      </div>
      <Link
        to={AVATAR_ROUTE}
        className="mt-5 text-sm font-semibold text-plasma underline-offset-4 hover:underline"
      >
        {t('economy.avatar.link')}
      </Link>
    </div>
  );
}

export function EconomySection() {
  const { t } = useTranslation('ecosystem');
  return (
    <section aria-labelledby="economy-title" className="py-16 sm:py-24">
      <Container>
        <SectionHeading
          id="economy-title"
          eyebrow={t('economy.eyebrow')}
          title={t('economy.title')}
          description={t('economy.description')}
        />
        <div className="mt-12 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-stretch">
          <AvatarCore />
          <ol className="grid gap-4">
            {RESOURCES.map((resource) => {
              const tone = TONES[resource.tone];
              return (
                <li key={resource.key} className="panel relative overflow-hidden rounded-xl p-5 sm:p-6">
                  <span
                    aria-hidden="true"
                    className={`absolute inset-y-0 left-0 w-1 bg-linear-to-b ${tone.line} to-transparent`}
                  />
                  <div className="flex items-start gap-4">
                    <span
                      className={`flex size-12 shrink-0 items-center justify-center rounded-full font-mono text-xs font-bold ring-1 sm:size-14 sm:text-sm ${tone.ring} ${tone.bg} ${tone.text}`}
                    >
                      {resource.symbol}
                    </span>
                    <div className="min-w-0 flex-1">
                      <h3 className="text-lg font-semibold">{t(`economy.resources.${resource.key}.name`)}</h3>
                      <p className="mt-1 text-sm text-ink-muted">
                        {t(`economy.resources.${resource.key}.text`)}
                      </p>
                      <p className="mt-3 flex items-start gap-2 text-sm">
                        <span aria-hidden="true" className={tone.text}>
                          →
                        </span>
                        <span className="min-w-0 font-medium text-ink">
                          {t(`economy.resources.${resource.key}.goesTo`)}
                        </span>
                      </p>
                      <div className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold">
                        <Link to={resource.to} className="text-plasma underline-offset-4 hover:underline">
                          {t(`economy.resources.${resource.key}.link`)}
                        </Link>
                        {resource.next !== resource.to ? (
                          <Link to={resource.next} className="text-plasma underline-offset-4 hover:underline">
                            {t(`economy.resources.${resource.key}.nextLink`)}
                          </Link>
                        ) : null}
                      </div>
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
        </div>
      </Container>
    </section>
  );
}
