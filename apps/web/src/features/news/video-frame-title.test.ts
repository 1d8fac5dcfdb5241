import { describe, expect, it } from 'vitest';
import { videoFrameTitle } from './video-frame-title.ts';

const english = (title: string) => `Video: ${title}`;
const japanese = (title: string) => `動画：${title}`;

describe('videoFrameTitle', () => {
  it('names the frame after the article, marked as a video', () => {
    expect(videoFrameTitle('A tour of the first colony', english)).toBe('Video: A tour of the first colony');
    expect(videoFrameTitle('最初のコロニーを巡るツアー', japanese)).toBe('動画：最初のコロニーを巡るツアー');
  });

  it('does not say "video" twice when the title already begins with it', () => {
    expect(videoFrameTitle('Video: a tour of the first colony', english)).toBe(
      'Video: a tour of the first colony',
    );
    expect(videoFrameTitle('video : AMA with the core team', english)).toBe('video : AMA with the core team');
    // Either colon, whichever the editor typed.
    expect(videoFrameTitle('動画:最初のコロニーを巡るツアー', japanese)).toBe(
      '動画:最初のコロニーを巡るツアー',
    );
  });

  it('keeps the prefix when the word is only the start of the title', () => {
    expect(videoFrameTitle('Videos of the launch', english)).toBe('Video: Videos of the launch');
    expect(videoFrameTitle('Video calls with the crew', english)).toBe('Video: Video calls with the crew');
  });

  it('adds nothing to compare when the translation puts the title first', () => {
    expect(videoFrameTitle('Video: launch', (title) => `${title} (video)`)).toBe('Video: launch (video)');
  });
});
