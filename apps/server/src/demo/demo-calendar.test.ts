import { ROADMAP_PHASES } from '@colony/contract/constants';
import { describe, expect, it } from 'vitest';
import {
  PHASE_2_BEGAN_DAYS_AGO,
  type PhasePeriod,
  publicationDate,
  roadmapPeriods,
} from './demo-calendar.ts';
import { DEMO_ARTICLES } from './load-demo-data.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Every day of two years and a bit, at a different hour each day, across quarter and year ends. */
const LOAD_DAYS = Array.from(
  { length: 750 },
  (_, day) => new Date(Date.UTC(2025, 11, 20, 0, 17) + day * DAY_MS + (day % 24) * HOUR_MS),
);

const labelOf = (date: Date) => `Q${Math.floor(date.getUTCMonth() / 3) + 1} ${date.getUTCFullYear()}`;
const monthsBetween = (start: Date, end: Date) =>
  (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth();
const inside = (date: Date, period: PhasePeriod) => period.start <= date && date < period.end;

describe('demo calendar', () => {
  it('places the roadmap around the load date: phase 1 behind, phase 2 now, phase 3 ahead', () => {
    const periods = roadmapPeriods(new Date('2026-05-15T10:30:00Z'));
    expect(periods.map(({ key, from, to }) => ({ key, from, to }))).toEqual([
      { key: 'phase1', from: 'Q3 2025', to: 'Q1 2026' },
      { key: 'phase2', from: 'Q2 2026', to: 'Q4 2026' },
      { key: 'phase3', from: 'Q1 2027', to: 'Q2 2027' },
    ]);
  });

  it('starts phase 2 in the quarter in which it began, also in the first days of the next one', () => {
    const [, phase2] = roadmapPeriods(new Date(Date.UTC(2026, 3, PHASE_2_BEGAN_DAYS_AGO - 1, 12)));
    expect(phase2).toMatchObject({ from: 'Q1 2026', to: 'Q3 2026' });
    const [, later] = roadmapPeriods(new Date(Date.UTC(2026, 3, PHASE_2_BEGAN_DAYS_AGO + 1, 12)));
    expect(later).toMatchObject({ from: 'Q2 2026', to: 'Q4 2026' });
  });

  it('keeps the three phases in order, three, three and two quarters long, end to end', () => {
    for (const now of LOAD_DAYS) {
      const periods = roadmapPeriods(now);
      expect(periods.map((period) => period.key)).toEqual(ROADMAP_PHASES.map((phase) => phase.key));
      for (const [index, period] of periods.entries()) {
        expect(monthsBetween(period.start, period.end), `${period.key} on ${now.toISOString()}`).toBe(
          3 * (ROADMAP_PHASES[index]?.quarters ?? 0),
        );
        expect(period.from).toBe(labelOf(period.start));
        expect(period.to).toBe(labelOf(new Date(period.end.getTime() - 1)));
        const next = periods[index + 1];
        if (next) expect(next.start).toEqual(period.end);
      }
    }
  });

  it('is in phase 2 on every load day: phase 1 is over and phase 3 still ahead', () => {
    for (const now of LOAD_DAYS) {
      const [phase1, phase2, phase3] = roadmapPeriods(now);
      const day = now.toISOString();
      expect(phase2 && inside(now, phase2), day).toBe(true);
      expect(phase1 && phase1.end <= now, day).toBe(true);
      expect(phase3 && phase3.start > now, day).toBe(true);
    }
  });

  it('dates every article in the past, after the colony started, and inside the phase it reports', () => {
    for (const now of LOAD_DAYS) {
      const periods = roadmapPeriods(now);
      const began = publicationDate(now, PHASE_2_BEGAN_DAYS_AGO);
      for (const article of DEMO_ARTICLES) {
        const published = publicationDate(now, article.daysAgo);
        const where = `"${article.text.en.title}" loaded ${now.toISOString()}`;
        expect(published < now, where).toBe(true);
        expect(published >= (periods[0]?.start ?? now), where).toBe(true);
        if (article.phase) {
          const phase = periods[article.phase - 1];
          expect(phase && inside(published, phase), where).toBe(true);
          // What phase 2 brings comes after the announcement that it began; phase 1's work before.
          if (article.phase === 2) expect(published >= began, where).toBe(true);
          if (article.phase === 1) expect(published < began, where).toBe(true);
        }
      }
    }
  });

  it('tells of phase 2 beginning in an announcement of its own, the day it began', () => {
    const phase2 = DEMO_ARTICLES.filter((article) => article.phase === 2);
    const opening = phase2.find((article) => article.daysAgo === PHASE_2_BEGAN_DAYS_AGO);
    expect(opening?.category).toBe('announcement');
    expect(opening?.text.en.title).toMatch(/phase 2 begins/i);
    expect(Math.max(...phase2.map((article) => article.daysAgo))).toBe(PHASE_2_BEGAN_DAYS_AGO);
    expect(DEMO_ARTICLES.some((article) => article.phase === 3)).toBe(false);
  });
});
