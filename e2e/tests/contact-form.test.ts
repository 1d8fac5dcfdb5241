import type { Envelope } from '@colony/contract/envelope';
import type { Locator, Page, Request } from 'playwright-core';
import { expect, it } from 'vitest';
import { DESKTOP, describeInBrowser, useBrowserSession } from '../support/browser-session.ts';

const CONTACT_PATH = '/api/user/user/addContact';

function fields(page: Page) {
  const form = page.getByTestId('contact-form');
  return {
    form,
    title: form.getByLabel(/title|subject/i),
    question: form.getByLabel(/question|message/i),
    email: form.getByLabel(/e-?mail/i),
    submit: form.locator('button[type="submit"]'),
  };
}

/** The field is marked invalid and points at a non-empty description (its error). */
async function errorOf(field: Locator): Promise<string> {
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  return field.evaluate((el) => {
    const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return ids
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .filter(Boolean)
      .join(' ');
  });
}

function recordContactRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === CONTACT_PATH) sent.push(request);
  });
  return sent;
}

describeInBrowser('contact form', () => {
  const session = useBrowserSession(DESKTOP);

  it('submitted empty, marks every field and sends nothing', async () => {
    const { page } = session;
    const sent = recordContactRequests(page);
    await page.goto('/support');
    const { title, question, email, submit } = fields(page);
    await submit.click();
    for (const field of [title, question, email]) expect(await errorOf(field)).not.toBe('');
    // The submit handler has run (every field is marked); a request it sent would have started by now.
    await session.settle();
    expect(sent).toHaveLength(0);
  });

  it('rejects an invalid e-mail address', async () => {
    const { page } = session;
    await page.goto('/support');
    const { title, question, email, submit } = fields(page);
    await title.fill('Staking question');
    await question.fill('When does the next staking plan open?');
    await email.fill('not-an-address');
    await submit.click();
    expect(await errorOf(email)).not.toBe('');
    expect(await title.getAttribute('aria-invalid')).not.toBe('true');
    expect(await question.getAttribute('aria-invalid')).not.toBe('true');
    expect(await page.locator('[data-sonner-toast][data-type="success"]').count()).toBe(0);
  });

  it('sends a valid message, shows the thanks toast and clears the form', async () => {
    const { page } = session;
    await page.goto('/support');
    const { title, question, email, submit } = fields(page);
    await title.fill('Partnership');
    await question.fill('We run a layer-2 chain and would like to talk about an integration.');
    await email.fill('partners@example.org');
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === CONTACT_PATH),
      submit.click(),
    ]);
    const envelope = (await response.json()) as Envelope<{ id: number }>;
    expect(envelope.code).toBe(200);
    expect(envelope.msg).not.toBe('');

    const toast = page.locator('[data-sonner-toast]').filter({ hasText: envelope.msg });
    await toast.first().waitFor({ state: 'visible' });
    await expect.poll(() => title.inputValue()).toBe('');
    expect(await question.inputValue()).toBe('');
    expect(await email.inputValue()).toBe('');
    for (const field of [title, question, email])
      expect(await field.getAttribute('aria-invalid')).not.toBe('true');
  });
});
