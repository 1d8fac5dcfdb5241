import { Link } from 'react-router';
import { Container } from '../../../components/ui/container.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ACCENTS, accentGlow, TrackIcon } from '../components/track-visuals.tsx';
import { DEVELOP_TRACKS, trackHref } from '../develop-tracks.ts';

export default function DevelopPage() {
  const { t } = useTranslation('develop');
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Container className="py-12 sm:py-16">
        <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {DEVELOP_TRACKS.map((track) => (
            <li key={track.key}>
              <Link
                to={trackHref(track.key)}
                className="panel group relative flex h-full flex-col overflow-hidden rounded-xl p-6 transition duration-300 ease-out hover:-translate-y-0.5 hover:border-plasma/40 hover:shadow-glow sm:p-7"
              >
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute -top-20 -right-20 size-56 rounded-full"
                  style={{ background: accentGlow(track.accent) }}
                />
                <TrackIcon path={track.icon} accent={track.accent} />
                <h2 className="mt-5 text-xl font-semibold group-hover:text-plasma">
                  {t(`tracks.${track.key}.title`)}
                </h2>
                <p className="mt-2 flex-1 text-sm text-ink-muted">{t(`tracks.${track.key}.tagline`)}</p>
                <dl className="mt-6 flex flex-wrap gap-x-6 gap-y-3 border-t border-line pt-5">
                  {track.highlights.slice(0, 2).map((highlight) => (
                    <div key={highlight} className="min-w-0">
                      <dt className="text-xs text-ink-muted">
                        {t(`tracks.${track.key}.highlights.${highlight}.label`)}
                      </dt>
                      <dd className={`mt-0.5 text-lg font-bold ${ACCENTS[track.accent].text}`}>
                        {t(`tracks.${track.key}.highlights.${highlight}.value`)}
                      </dd>
                    </div>
                  ))}
                </dl>
                <span className="mt-6 text-sm font-semibold text-plasma">
                  {t('learnMore')}
                  <span aria-hidden="true"> →</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
