import { describe, expect, it } from 'vitest';
import { proposalIdFromSearch } from './proposal-id-param.ts';
import { paragraphsOf, shareOf } from './results.ts';
import { searchWithStatus, statusFilter, statusFromSearch } from './status-param.ts';
import { choiceToSign, picksOf, samePicks, togglePick } from './vote-choice.ts';
import { voteTimestamp } from './vote-timestamp.ts';

describe('the status tabs in the URL', () => {
  it('reads a known status, and all proposals for anything else', () => {
    expect(statusFromSearch(new URLSearchParams('status=active'))).toBe('active');
    expect(statusFromSearch(new URLSearchParams('status=ACTIVE'))).toBe('all');
    expect(statusFromSearch(new URLSearchParams(''))).toBe('all');
    expect(statusFilter('all')).toBeUndefined();
    expect(statusFilter('closed')).toBe('closed');
  });

  it('keeps the other parameters and drops the default tab', () => {
    expect(searchWithStatus(new URLSearchParams('x=1'), 'upcoming').toString()).toBe('x=1&status=upcoming');
    expect(searchWithStatus(new URLSearchParams('status=closed&x=1'), 'all').toString()).toBe('x=1');
  });
});

describe('the proposal id of /voteDetail', () => {
  it('takes a uuid only', () => {
    expect(proposalIdFromSearch(new URLSearchParams('id=6F2D3C1E-9A8B-4C7D-8E6F-5A4B3C2D1E0F'))).toBe(
      '6f2d3c1e-9a8b-4c7d-8e6f-5a4b3c2d1e0f',
    );
    for (const bad of ['', 'id=1', 'id=6f2d3c1e-9a8b-4c7d-8e6f', 'id=<script>']) {
      expect(proposalIdFromSearch(new URLSearchParams(bad))).toBeNull();
    }
  });
});

describe('picking choices', () => {
  it('keeps one for single choice and a sorted set for approval voting', () => {
    expect(togglePick([2], 3, 'single')).toEqual([3]);
    expect(togglePick([3], 1, 'approval')).toEqual([1, 3]);
    expect(togglePick([1, 3], 3, 'approval')).toEqual([1]);
    expect(choiceToSign([], 'single')).toBeNull();
    expect(choiceToSign([2], 'single')).toBe(2);
    expect(choiceToSign([1, 4], 'approval')).toEqual([1, 4]);
    expect(picksOf([4, 1])).toEqual([1, 4]);
    expect(samePicks(picksOf(2), [2])).toBe(true);
    expect(samePicks([1, 2], [1])).toBe(false);
  });
});

describe('the signed time', () => {
  it('follows the server’s clock and comes after the vote it replaces', () => {
    expect(voteTimestamp({ serverTime: 1000, receivedAt: 50_000, now: 53_500 })).toBe(1003);
    expect(voteTimestamp({ serverTime: 1000, receivedAt: 50_000, now: 50_000, previous: 1000 })).toBe(1001);
    // A device clock that went back does not move the server's back.
    expect(voteTimestamp({ serverTime: 1000, receivedAt: 50_000, now: 40_000 })).toBe(1000);
  });
});

describe('results', () => {
  it('shares exactly, and zero of nothing', () => {
    expect(shareOf('1', '3')).toBe(0.3333);
    expect(shareOf('5', '0')).toBe(0);
    expect(shareOf((10n ** 30n).toString(), (4n * 10n ** 30n).toString())).toBe(0.25);
  });

  it('splits a body into paragraphs', () => {
    expect(paragraphsOf('One\nline two\n\n  \nTwo\r\n\r\nThree')).toEqual(['One\nline two', 'Two', 'Three']);
  });
});
