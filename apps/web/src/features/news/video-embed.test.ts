import { describe, expect, it } from 'vitest';
import { embeddableVideoUrl, safeLinkUrl } from './video-embed.ts';

describe('embeddableVideoUrl', () => {
  it('embeds https videos from the privacy-enhanced YouTube host', () => {
    expect(embeddableVideoUrl('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(embeddableVideoUrl('https://www.youtube-nocookie.com/embed/abc_DEF-123?start=30')).toBe(
      'https://www.youtube-nocookie.com/embed/abc_DEF-123?start=30',
    );
  });

  it('refuses every other URL', () => {
    for (const url of [
      null,
      undefined,
      '',
      'not a url',
      'http://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com.evil.example/embed/dQw4w9WgXcQ',
      'https://evil.example/?u=https://www.youtube-nocookie.com/embed/x',
      'https://user@www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com:8443/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/../../evil',
      'javascript:alert(1)',
    ]) {
      expect(embeddableVideoUrl(url), String(url)).toBeNull();
    }
  });
});

describe('safeLinkUrl', () => {
  it('links only http and https addresses', () => {
    expect(safeLinkUrl('https://www.youtube.com/watch?v=1')).toBe('https://www.youtube.com/watch?v=1');
    expect(safeLinkUrl('http://example.com/v')).toBe('http://example.com/v');
    expect(safeLinkUrl('javascript:alert(1)')).toBeNull();
    expect(safeLinkUrl('data:text/html,hi')).toBeNull();
    expect(safeLinkUrl('/relative')).toBeNull();
    expect(safeLinkUrl(null)).toBeNull();
  });
});
