import { CONTACT_LIMITS } from '@colony/contract/contact';
import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from './contact-fields.ts';
import { validateContact } from './contact-validation.ts';

const valid = {
  title: 'Staking question',
  question: 'When does my order mature?',
  email: 'pilot@colony.example',
};

describe('validateContact', () => {
  it('accepts a complete form and trims what it sends', () => {
    const result = validateContact({ ...valid, title: '  Staking question  ' });
    expect(result).toEqual({ ok: true, data: { ...valid } });
  });

  it('asks for every empty or blank field', () => {
    const result = validateContact({ title: '', question: '   \n ', email: ' ' });
    expect(result).toEqual({
      ok: false,
      errors: {
        title: { key: 'errors.required' },
        question: { key: 'errors.required' },
        email: { key: 'errors.required' },
      },
    });
  });

  it('uses the same length limits as the API', () => {
    expect(validateContact({ ...valid, title: 'a'.repeat(CONTACT_LIMITS.title) }).ok).toBe(true);
    expect(validateContact({ ...valid, title: 'a'.repeat(CONTACT_LIMITS.title + 1) })).toEqual({
      ok: false,
      errors: { title: { key: 'errors.tooLong', values: { max: CONTACT_LIMITS.title } } },
    });
    expect(validateContact({ ...valid, question: 'q'.repeat(CONTACT_LIMITS.question) }).ok).toBe(true);
    expect(validateContact({ ...valid, question: 'q'.repeat(CONTACT_LIMITS.question + 1) })).toEqual({
      ok: false,
      errors: { question: { key: 'errors.tooLong', values: { max: CONTACT_LIMITS.question } } },
    });
  });

  it('rejects malformed e-mail addresses', () => {
    for (const email of ['pilot', 'pilot@', '@colony.example', 'pilot@colony', 'pi lot@colony.example']) {
      expect(validateContact({ ...valid, email })).toEqual({
        ok: false,
        errors: { email: { key: 'errors.invalidEmail' } },
      });
    }
  });

  it('reports an over-long e-mail address as too long', () => {
    const email = `${'a'.repeat(CONTACT_LIMITS.email)}@colony.example`;
    const result = validateContact({ ...valid, email });
    expect(result).toEqual({
      ok: false,
      errors: { email: { key: 'errors.tooLong', values: { max: CONTACT_LIMITS.email } } },
    });
  });
});

describe('serverFieldErrors', () => {
  it('maps the server messages to form fields, first message per field', () => {
    expect(
      serverFieldErrors([
        { field: 'email', message: 'Please enter a valid e-mail address' },
        { field: 'body.title', message: 'This field is required' },
        { field: 'email', message: 'second' },
        { field: 'unknown', message: 'This field is not accepted' },
      ]),
    ).toEqual({ email: 'Please enter a valid e-mail address', title: 'This field is required' });
  });

  it('names a direction override or zero-width character in a one-line field', () => {
    expect(
      validateContact({ ...valid, title: 'invoice\u202efdp.exe', email: 'pilot\ufeff@colony.example' }),
    ).toEqual({
      ok: false,
      errors: {
        title: { key: 'errors.invisibleCharacters' },
        email: { key: 'errors.invisibleCharacters' },
      },
    });
  });
});
