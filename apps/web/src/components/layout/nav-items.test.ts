import { describe, expect, it } from 'vitest';
import { launchpadUrlOf } from '../../lib/config/launchpad-url.ts';
import { type NavEntry, navEntries } from './nav-items.ts';

function externalLinks(entries: NavEntry[]) {
  return entries.flatMap((entry) =>
    entry.kind === 'group'
      ? entry.sections.flatMap((section) => section.items.filter((item) => item.kind === 'external'))
      : [],
  );
}

describe('the launchpad in the Activity Center menu', () => {
  it('links to the configured launchpad, and is left out when none is configured', () => {
    expect(externalLinks(navEntries('https://launchpad.example.org'))).toEqual([
      { kind: 'external', key: 'launchpad', href: 'https://launchpad.example.org' },
    ]);
    expect(externalLinks(navEntries(undefined))).toEqual([]);
  });

  it('takes only a well-formed https address from the build', () => {
    expect(launchpadUrlOf(' https://launchpad.example.org/apply ')).toBe(
      'https://launchpad.example.org/apply',
    );
    for (const value of [
      undefined,
      '',
      '   ',
      'launchpad.example.org',
      'http://launchpad.example.org',
      'javascript:alert(1)',
    ])
      expect(launchpadUrlOf(value), String(value)).toBeUndefined();
  });
});
