import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { embeddableVideoUrl, safeLinkUrl } from '../video-embed.ts';
import { videoFrameTitle } from '../video-frame-title.ts';

/** The article's video: framed when it comes from the allowed host, otherwise a plain link. */
export function VideoEmbed({ videoUrl, title }: { videoUrl: string; title: string }) {
  const { t } = useTranslation('news');
  const embed = embeddableVideoUrl(videoUrl);
  if (embed) {
    return (
      <div className="relative aspect-video w-full overflow-hidden rounded-xl border border-line bg-space-900 shadow-card">
        <iframe
          src={embed}
          title={videoFrameTitle(title, (name) => t('detail.videoTitle', { title: name }))}
          loading="lazy"
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          className="absolute inset-0 h-full w-full border-0"
        />
      </div>
    );
  }
  const link = safeLinkUrl(videoUrl);
  if (!link) return null;
  return (
    <p className="panel rounded-xl p-5">
      <a
        href={link}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-2 font-semibold text-plasma underline-offset-4 hover:underline"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5 fill-current">
          <path d="M8 5.5v13l11-6.5z" />
        </svg>
        {t('detail.watchVideo')}
        <span className="sr-only">{t('detail.opensInNewTab')}</span>
      </a>
    </p>
  );
}
