import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import common from '../../locales/en/common.json';

const indexHtml = readFileSync(join(import.meta.dirname, '../../../index.html'), 'utf8');
const prerender = indexHtml.slice(
  indexHtml.indexOf('<div id="prerender">'),
  indexHtml.indexOf('<div id="root">'),
);

describe('the static first screen in index.html', () => {
  it('shows the same English hero as the app', () => {
    expect(prerender).toContain(`>${common.hero.eyebrow}</p>`);
    expect(prerender).toContain(
      `>${common.hero.title} <span class="text-gradient">${common.hero.titleAccent}</span></h1>`,
    );
    expect(prerender).toContain(`>${common.hero.lead}</p>`);
    expect(prerender).toContain(`${common.hero.primaryCta}<svg`);
    expect(prerender).toContain(`>${common.hero.secondaryCta}</a>`);
  });

  it('carries no ids or test hooks that the app also renders', () => {
    expect(prerender).not.toMatch(/data-testid|id="home-hero-title"|id="orbit-ring"|id="logo-planet"/);
  });
});
