import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { Accent, TrackList } from '../develop-tracks.ts';
import { ACCENTS } from './track-visuals.tsx';

/** A ranked ladder (e.g. membership tiers) or a set of equal options (e.g. mall tabs). */
export function TrackListSection({
  track,
  list,
  accent,
}: {
  track: string;
  list: TrackList;
  accent: Accent;
}) {
  const { t } = useTranslation('develop');
  const base = `tracks.${track}.lists.${list.key}`;
  const titleId = `list-${list.key}`;
  const tone = ACCENTS[accent];
  return (
    <section aria-labelledby={titleId} className="panel rounded-xl p-6 sm:p-8">
      <h2 id={titleId} className="text-xl font-semibold">
        {t(`${base}.title`)}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t(`${base}.description`)}</p>
      {list.style === 'ladder' ? (
        <ol className="mt-6 flex flex-col gap-2">
          {list.items.map((item, index) => {
            // Higher tiers get longer, brighter bars.
            const rank = index / Math.max(1, list.items.length - 1);
            return (
              <li key={item} className="flex items-center gap-3 sm:gap-4">
                <span className="w-5 shrink-0 text-right font-mono text-xs text-ink-muted">{index + 1}</span>
                <span className="min-w-0 flex-1">
                  <span
                    className="flex h-11 items-center rounded-lg border border-line px-4 text-sm font-semibold"
                    style={{
                      width: `${50 + 50 * rank}%`,
                      background: `linear-gradient(90deg, rgb(${tone.rgb} / ${0.06 + 0.22 * rank}), rgb(17 24 51 / 0.6))`,
                    }}
                  >
                    <span className={index === list.items.length - 1 ? tone.text : 'text-ink'}>
                      {t(`${base}.items.${item}`)}
                    </span>
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      ) : (
        <ul className="mt-5 flex flex-wrap gap-2">
          {list.items.map((item) => (
            <li
              key={item}
              className="rounded-full border border-line-strong bg-space-900/70 px-4 py-2 text-sm font-medium"
            >
              {t(`${base}.items.${item}`)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
