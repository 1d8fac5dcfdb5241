import { describe, expect, it } from 'vitest';
import { avatarIdFromSearch } from './avatar-id-param.ts';

const idOf = (query: string) => avatarIdFromSearch(new URLSearchParams(query));

describe('avatarIdFromSearch', () => {
  it('shows the main avatar without an id, and the one the id names', () => {
    expect(idOf('')).toBe(1);
    expect(idOf('id=15')).toBe(15);
    expect(idOf('id=1000000')).toBe(1_000_000);
  });

  it('names no avatar for anything that is not a catalogue id', () => {
    for (const query of ['id=', 'id=0', 'id=-1', 'id=1.5', 'id=abc', 'id=015', 'id=1000001', 'id=1e3'])
      expect(idOf(query), query).toBeNull();
  });
});
