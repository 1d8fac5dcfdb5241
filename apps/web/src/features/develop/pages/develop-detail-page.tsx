import { ROUTES } from '@colony/contract/routes';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { TrackListSection } from '../components/track-list.tsx';
import { TrackNotFound } from '../components/track-not-found.tsx';
import { ACCENTS, accentGlow, TrackIcon } from '../components/track-visuals.tsx';
import { DEVELOP_TRACKS, type DevelopTrack, findTrack, trackHref } from '../develop-tracks.ts';

function TrackDetail({ track }: { track: DevelopTrack }) {
  const { t } = useTranslation('develop');
  useDocumentTitle(t(`tracks.${track.key}.title`));
  const base = `tracks.${track.key}`;
  const tone = ACCENTS[track.accent];
  return (
    <>
      <section className="relative overflow-hidden border-b border-line">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute -top-40 right-[-8rem] size-[34rem] rounded-full"
          style={{ background: accentGlow(track.accent) }}
        />
        <Container className="relative py-10 sm:py-16">
          <Link
            to={ROUTES.develop}
            className="inline-flex items-center gap-2 rounded text-sm font-medium text-ink-muted hover:text-plasma"
          >
            <span aria-hidden="true">←</span>
            {t('back')}
          </Link>
          <div className="mt-8 flex flex-col gap-6 sm:flex-row sm:items-start">
            <TrackIcon path={track.icon} accent={track.accent} size="lg" />
            <div className="max-w-3xl">
              <h1 className="text-3xl font-bold sm:text-4xl lg:text-5xl">{t(`${base}.title`)}</h1>
              <p className="mt-3 text-lg text-ink">{t(`${base}.tagline`)}</p>
              <p className="mt-4 text-ink-muted">{t(`${base}.summary`)}</p>
            </div>
          </div>
          <dl className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
            {track.highlights.map((highlight) => (
              <div key={highlight} className="panel rounded-xl p-4 sm:p-5">
                <dt className="text-xs text-ink-muted sm:text-sm">
                  {t(`${base}.highlights.${highlight}.label`)}
                </dt>
                <dd className={`mt-1 text-xl font-bold sm:text-2xl ${tone.text}`}>
                  {t(`${base}.highlights.${highlight}.value`)}
                </dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>

      <Container className="grid gap-6 py-12 sm:py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-6">
          <section aria-labelledby="how-it-works" className="panel rounded-xl p-6 sm:p-8">
            <h2 id="how-it-works" className="text-xl font-semibold">
              {t('howItWorks')}
            </h2>
            <ol className="mt-6 flex flex-col gap-6">
              {track.steps.map((step, index) => (
                <li key={step} className="relative flex gap-4">
                  {index < track.steps.length - 1 ? (
                    <span
                      aria-hidden="true"
                      className="absolute top-10 bottom-[-1.25rem] left-[1.0625rem] w-px bg-line-strong"
                    />
                  ) : null}
                  <span
                    className={`relative flex size-9 shrink-0 items-center justify-center rounded-full font-mono text-sm font-bold ring-1 ${tone.bg} ${tone.ring} ${tone.text}`}
                  >
                    {index + 1}
                  </span>
                  <div className="pt-1.5">
                    <h3 className="font-semibold">{t(`${base}.steps.${step}.title`)}</h3>
                    <p className="mt-1 text-sm text-ink-muted">{t(`${base}.steps.${step}.text`)}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
          {track.lists.map((list) => (
            <TrackListSection key={list.key} track={track.key} list={list} accent={track.accent} />
          ))}
        </div>
        <aside className="flex flex-col gap-6 lg:sticky lg:top-28 lg:self-start">
          <section aria-labelledby="get-started" className="panel rounded-xl p-6 sm:p-8">
            <h2 id="get-started" className="text-xl font-semibold">
              {t('getStarted')}
            </h2>
            <div className="mt-5 flex flex-col gap-3">
              {track.links.map((link, index) => {
                const className = buttonClass({ variant: index === 0 ? 'primary' : 'secondary', size: 'md' });
                return link.external ? (
                  <a
                    key={link.key}
                    href={link.to}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={className}
                  >
                    {t(`${base}.links.${link.key}`)}
                    <span aria-hidden="true">↗</span>
                    <span className="sr-only">{t('opensInNewTab')}</span>
                  </a>
                ) : (
                  <Link key={link.key} to={link.to} className={className}>
                    {t(`${base}.links.${link.key}`)}
                  </Link>
                );
              })}
            </div>
          </section>
          <nav aria-labelledby="other-tracks" className="panel rounded-xl p-6 sm:p-8">
            <h2 id="other-tracks" className="text-xl font-semibold">
              {t('otherTracks')}
            </h2>
            <ul className="mt-4 flex flex-col gap-1">
              {DEVELOP_TRACKS.filter((other) => other.key !== track.key).map((other) => (
                <li key={other.key}>
                  <Link
                    to={trackHref(other.key)}
                    className="flex items-center gap-3 rounded-lg px-2 py-2 text-sm font-medium text-ink-muted hover:bg-white/5 hover:text-ink"
                  >
                    <span
                      aria-hidden="true"
                      className={`size-2 rounded-full ${ACCENTS[other.accent].bg} ring-2 ${ACCENTS[other.accent].ring}`}
                    />
                    {t(`tracks.${other.key}.title`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
      </Container>
    </>
  );
}

export default function DevelopDetailPage() {
  const [search] = useSearchParams();
  const track = findTrack(search.get('id'));
  return track ? <TrackDetail track={track} /> : <TrackNotFound />;
}
