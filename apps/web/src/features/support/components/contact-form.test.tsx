import type { Envelope } from '@colony/contract/envelope';
import { ERRORS } from '@colony/contract/errors';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toast.tsx';
import { request } from '../../../lib/http/request.ts';
import { createI18n } from '../../../lib/i18n/translator.ts';
import { I18nProvider } from '../../../lib/i18n/use-translation.ts';
import common from '../../../locales/en/common.json';
import support from '../../../locales/en/support.json';
import { ContactForm } from './contact-form.tsx';

vi.mock('../../../lib/http/request.ts', () => ({ request: vi.fn() }));
vi.mock('../../../components/ui/toast.tsx', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

const i18n = createI18n({ language: 'en', resources: { en: { common, support } } });

const mockedRequest = vi.mocked(request);
const SCHEMA_LOAD = { timeout: 5000 };

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <ContactForm />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

function field(label: string) {
  return screen.getByLabelText(label, { exact: false }) as HTMLInputElement | HTMLTextAreaElement;
}

function describedText(control: HTMLElement) {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
}

function fillValid() {
  fireEvent.change(field('Title'), { target: { value: 'Staking' } });
  fireEvent.change(field('Question'), { target: { value: 'When does my order mature?' } });
  fireEvent.change(field('E-mail'), { target: { value: 'pilot@colony.example' } });
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
}

beforeEach(() => {
  mockedRequest.mockReset();
  vi.mocked(notify.success).mockReset();
  vi.mocked(notify.error).mockReset();
});
afterEach(cleanup);

describe('ContactForm', () => {
  it('shows a translated message next to every invalid field and sends nothing', async () => {
    renderForm();
    fireEvent.change(field('E-mail'), { target: { value: 'pilot@' } });
    submit();
    // The first submit waits for the schema to load (a module import: slow on a busy machine).
    await waitFor(() => expect(field('Title').getAttribute('aria-invalid')).toBe('true'), SCHEMA_LOAD);
    expect(describedText(field('Title'))).toBe('This field is required');
    expect(describedText(field('Question'))).toBe('This field is required 0 of 2000 characters');
    expect(describedText(field('E-mail'))).toBe('Please enter a valid e-mail address');
    expect(document.activeElement).toBe(field('Title'));
    expect(mockedRequest).not.toHaveBeenCalled();
  });

  it('counts the characters of the question', () => {
    renderForm();
    fireEvent.change(field('Question'), { target: { value: 'Hello' } });
    expect(describedText(field('Question'))).toBe('5 of 2000 characters');
  });

  it('counts in one wording whether or not the question shows an error', async () => {
    renderForm();
    const count = () => screen.getAllByTestId('character-count').map((element) => element.textContent);
    expect(count()).toEqual(['0 of 2000 characters']);
    submit();
    await waitFor(() => expect(field('Question').getAttribute('aria-invalid')).toBe('true'), SCHEMA_LOAD);
    expect(count()).toEqual(['0 of 2000 characters']);
    expect(describedText(field('Question'))).toBe('This field is required 0 of 2000 characters');
    fireEvent.change(field('Question'), { target: { value: 'x'.repeat(100) } });
    expect(count()).toEqual(['100 of 2000 characters']);
    fireEvent.change(field('Question'), { target: { value: 'x'.repeat(2001) } });
    expect(count()).toEqual(['2001 of 2000 characters']);
  });

  it('announces the count politely once the typing pauses, not at every key', async () => {
    renderForm();
    const live = document.querySelector('[aria-live="polite"]') as HTMLElement;
    expect(live.textContent).toBe('');
    fireEvent.change(field('Question'), { target: { value: 'x'.repeat(99) } });
    fireEvent.change(field('Question'), { target: { value: 'x'.repeat(100) } });
    expect(live.textContent).toBe('');
    await waitFor(() => expect(live.textContent).toBe('100 of 2000 characters'), { timeout: 3000 });
  });

  it("shows the server's field errors next to their fields", async () => {
    mockedRequest.mockResolvedValue({
      code: ERRORS.validation.code,
      msg: 'Some fields are invalid',
      data: { fields: [{ field: 'email', message: 'This address cannot receive mail' }] },
    });
    renderForm();
    fillValid();
    submit();
    await waitFor(() => expect(field('E-mail').getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(field('E-mail'))).toBe('This address cannot receive mail');
    expect(field('Title').getAttribute('aria-invalid')).toBeNull();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it("toasts the server's message when rate limited and keeps what was typed", async () => {
    mockedRequest.mockResolvedValue({
      code: ERRORS.rateLimited.code,
      msg: 'Too many requests, please try again in a moment',
      data: null,
    });
    renderForm();
    fillValid();
    submit();
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Too many requests, please try again in a moment'),
    );
    expect(field('Title').value).toBe('Staking');
  });

  it("disables the button while sending, then toasts the server's thanks and clears the form", async () => {
    let answer: (envelope: Envelope<unknown>) => void = () => {};
    mockedRequest.mockReturnValue(
      new Promise<Envelope<unknown>>((resolve) => {
        answer = resolve;
      }),
    );
    renderForm();
    fillValid();
    submit();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sending…' })).toHaveProperty('disabled', true),
    );
    expect(mockedRequest).toHaveBeenCalledWith('/user/user/addContact', {
      method: 'POST',
      body: { title: 'Staking', question: 'When does my order mature?', email: 'pilot@colony.example' },
    });
    await act(async () =>
      answer({ code: 200, msg: 'Thank you, your message has been received', data: { id: 3 } }),
    );
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Thank you, your message has been received'),
    );
    expect(field('Title').value).toBe('');
    expect(field('Question').value).toBe('');
    expect(field('E-mail').value).toBe('');
  });
});
