const EMBED_HOST = 'www.youtube-nocookie.com';

/**
 * The URL to load in the video iframe, or null when the article's video must be
 * shown as a plain link instead: only https embeds from the privacy-enhanced
 * YouTube host are framed, so an edited article cannot frame an arbitrary site.
 */
export function embeddableVideoUrl(videoUrl: string | null | undefined): string | null {
  if (!videoUrl) return null;
  let url: URL;
  try {
    url = new URL(videoUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.hostname !== EMBED_HOST) return null;
  if (url.username || url.password || url.port) return null;
  if (!/^\/embed\/[\w-]+$/.test(url.pathname)) return null;
  return url.toString();
}

/** A link target for a video that is not embedded: only http(s), never javascript: or data:. */
export function safeLinkUrl(videoUrl: string | null | undefined): string | null {
  if (!videoUrl) return null;
  try {
    const url = new URL(videoUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
