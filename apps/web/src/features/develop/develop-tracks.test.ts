import { describe, expect, it } from 'vitest';
import { DEVELOP_TRACKS, findTrack, trackHref } from './develop-tracks.ts';

describe('develop tracks', () => {
  it('have unique keys', () => {
    const keys = DEVELOP_TRACKS.map((track) => track.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('are found by key and only by key', () => {
    expect(findTrack('elite')?.key).toBe('elite');
    expect(findTrack('1')).toBeUndefined();
    expect(findTrack('Elite')).toBeUndefined();
    expect(findTrack('constructor')).toBeUndefined();
    expect(findTrack(null)).toBeUndefined();
  });

  it('link to their detail page', () => {
    expect(trackHref('laserPool')).toBe('/developDetail?id=laserPool');
  });
});

describe('develop track wording', () => {
  it('exists in English for every key the config names', async () => {
    const english: Record<string, unknown> = (await import('../../locales/en/develop.json')).default;
    const lookup = (path: string) =>
      path
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english);
    const paths = DEVELOP_TRACKS.flatMap((track) => {
      const base = `tracks.${track.key}`;
      return [
        `${base}.title`,
        `${base}.tagline`,
        `${base}.summary`,
        ...track.highlights.flatMap((h) => [
          `${base}.highlights.${h}.value`,
          `${base}.highlights.${h}.label`,
        ]),
        ...track.steps.flatMap((s) => [`${base}.steps.${s}.title`, `${base}.steps.${s}.text`]),
        ...track.lists.flatMap((list) => [
          `${base}.lists.${list.key}.title`,
          `${base}.lists.${list.key}.description`,
          ...list.items.map((item) => `${base}.lists.${list.key}.items.${item}`),
        ]),
        ...track.links.map((link) => `${base}.links.${link.key}`),
      ];
    });
    expect(paths.filter((path) => typeof lookup(path) !== 'string')).toEqual([]);
  });
});
