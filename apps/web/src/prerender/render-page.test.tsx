// @vitest-environment node
import { createHook } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { renderPage } from './render-page.tsx';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('renderPage', () => {
  it('renders a page in the chosen locale: shell, page content and its title, as static markup', async () => {
    const { html, title, hydratable } = await renderPage('/support', 'de-DE');
    expect(hydratable).toBe(true);
    expect(title).toMatch(/ · COLONY$/);
    expect(title).not.toContain('Get in touch');
    expect(text(html)).toContain('Deutsch');
    expect(html).toContain('<main');
    expect(html).toContain('<footer');
    // Nothing that needs a script to show: no boundaries revealed later, no inline scripts.
    expect(html).not.toMatch(/<script|<template|hidden id="S:/);
  });

  it('renders the same page in every locale differently', async () => {
    const english = await renderPage('/article', 'en-SG');
    const japanese = await renderPage('/article', 'ja-JP');
    expect(english.title).toBe('Announcements · COLONY');
    expect(japanese.title).not.toBe(english.title);
    expect(text(english.html)).toContain('Announcements');
    expect(text(japanese.html)).not.toContain('Official notices from the colony');
  });

  it('renders member pages as the loading skeleton, never as the signed-out page', async () => {
    const { html, title, hydratable } = await renderPage('/myAssets', 'en-SG');
    expect(html).toContain('aria-busy="true"');
    expect(text(html)).not.toMatch(/connect your wallet/i);
    expect(title).toBe('');
    expect(hydratable).toBe(false);
  });

  it('renders pages that show what the query names as the skeleton, never as "not found"', async () => {
    const { html, hydratable } = await renderPage('/articleDetail', 'en-SG');
    expect(html).toContain('aria-busy="true"');
    expect(text(html)).not.toMatch(/not found/i);
    expect(hydratable).toBe(false);
  });

  it('renders the not-found page for any other path', async () => {
    const { title } = await renderPage('/404', 'en-SG');
    expect(title).toBe('This sector is uncharted · COLONY');
  });

  it('leaves no timer that would keep the build process alive', async () => {
    // Every timer created while the pages render, until it fires or is cleared.
    const pending = new Map<number, NodeJS.Timeout>();
    const hook = createHook({
      init(id, type, _trigger, resource) {
        if (type === 'Timeout') pending.set(id, resource as NodeJS.Timeout);
      },
      destroy(id) {
        pending.delete(id);
      },
    });
    hook.enable();
    try {
      await renderPage('/', 'en-SG');
      await renderPage('/support', 'de-DE');
      await renderPage('/myAssets', 'en-SG');
    } finally {
      hook.disable();
    }
    const holding = [...pending.values()].filter((timer) => timer.hasRef());
    expect(holding).toEqual([]);
  });
});
