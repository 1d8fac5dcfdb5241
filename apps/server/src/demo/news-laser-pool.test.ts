import { LANGUAGES } from '@colony/contract/locales';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ECONOMY, wholeUnits } from '../economy/config.ts';
import type { PoolRule } from '../economy/staking-config.ts';
import { DEMO_ARTICLES } from './load-demo-data.ts';
import { laserPoolArticle } from './news-laser-pool.ts';

const laser = DEFAULT_ECONOMY.pools.find((pool) => pool.type === 'laser') as PoolRule;
const whole = (text: string) => text.replace(/\s+/g, ' ');

describe('the laser pool’s announcement', () => {
  it('says what the default pool pays: its budget shared day by day, a moving APR, the principal back after its lock', () => {
    const article = DEMO_ARTICLES.find((entry) => entry.text.en.title === 'The laser pool opens');
    expect(article).toEqual(laserPoolArticle(DEFAULT_ECONOMY.pools));
    const en = article?.text.en;
    expect(whole(en?.body ?? '')).toContain(
      'It shares a budget of 36,000 MM over 360 days: each daily settlement pays what is left of the budget spread evenly over the days left, 100 MM while every day pays',
    );
    expect(en?.body).toContain('There is no fixed rate: the APR on the pool page is the next day');
    expect(en?.body).toContain('A position takes 10 to 100,000 MM from your available balance');
    expect(en?.body).toContain('Its principal is locked for 360 days');
    expect(en?.summary).toBe(
      'Stake MM and share 100 MM of rewards a day with everyone in the pool; your principal returns when its 360-day lock ends.',
    );
    // What the pool does not have: a fixed rate, a capacity, rounds.
    for (const claim of ['fixed annual rate', 'capacity', 'next round', 'completed'])
      expect(`${en?.summary} ${en?.body}`).not.toContain(claim);
  });

  it('is written in every language with the figures in its number format', () => {
    const article = laserPoolArticle(DEFAULT_ECONOMY.pools);
    expect(Object.keys(article?.text ?? {}).sort()).toEqual([...LANGUAGES].sort());
    expect(article?.text.de?.body).toContain('36.000 MM über 360 Tage');
    expect(article?.text.de?.body).toContain('10 bis 100.000 MM');
    for (const language of LANGUAGES) {
      const text = article?.text[language];
      expect(text?.body, language).toContain('100 MM');
      expect(text?.summary, language).toContain('360');
    }
  });

  it('follows the colony’s config: another budget, term and lock are what it says', () => {
    const changed: PoolRule = {
      ...laser,
      budget: wholeUnits('40000', 'MM'),
      days: 200,
      lockDays: 90,
      minimum: wholeUnits('25', 'MM'),
    };
    const body = laserPoolArticle([changed])?.text.en.body ?? '';
    expect(body).toContain('a budget of 40,000 MM over 200 days');
    expect(body).toContain('200 MM while every day pays');
    expect(body).toContain('25 to 100,000 MM');
    expect(body).toContain('locked for 90 days');
    expect(laserPoolArticle(DEFAULT_ECONOMY.pools.filter((pool) => pool.type !== 'laser'))).toBeUndefined();
  });
});
