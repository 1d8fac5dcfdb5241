import { ELITE_APPLICATION_LIMITS } from '@colony/contract/elite';
import { describe, expect, it } from 'vitest';
import { type ApplicationValues, serverFieldErrors, validateApplication } from './application-validation.ts';

const valid: ApplicationValues = {
  tier: 'silver',
  name: ' Ada Colonist ',
  email: 'ada@colony.example',
  contact: '',
  message: '',
};

describe('validateApplication', () => {
  it('passes a complete form on, trimmed as the server trims it', () => {
    expect(validateApplication(valid)).toEqual({
      ok: true,
      data: { tier: 'silver', name: 'Ada Colonist', email: 'ada@colony.example', contact: '', message: '' },
    });
  });

  it('names every bad field once, with the contract limits', () => {
    const result = validateApplication({
      tier: 'silver',
      name: '   ',
      email: 'ada@',
      contact: 'x'.repeat(ELITE_APPLICATION_LIMITS.contact + 1),
      message: 'y'.repeat(ELITE_APPLICATION_LIMITS.message + 1),
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: { key: 'form.errors.required' },
        email: { key: 'form.errors.invalidEmail' },
        contact: { key: 'form.errors.tooLong', values: { max: 120 } },
        message: { key: 'form.errors.tooLong', values: { max: 2000 } },
      },
    });
  });

  it('asks for the e-mail address when it is empty, and refuses a control character', () => {
    const result = validateApplication({ ...valid, email: '', name: 'Ada\u0000' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.email).toEqual({ key: 'form.errors.required' });
      expect(result.errors.name).toEqual({ key: 'form.errors.invalid' });
    }
  });

  it('names a direction override or zero-width character, which the server refuses too', () => {
    for (const name of ['Ada\u202eecalevol', '\u200bAda', 'Ada\u2028Lovelace']) {
      const result = validateApplication({ ...valid, name });
      expect(result.ok, JSON.stringify(name)).toBe(false);
      if (!result.ok) expect(result.errors.name).toEqual({ key: 'form.errors.invisibleCharacters' });
    }
  });

  it("keeps the server's field errors for the form's own fields", () => {
    expect(
      serverFieldErrors([
        { field: 'body.email', message: 'This address cannot receive mail' },
        { field: 'email', message: 'second' },
        { field: 'unknown', message: 'dropped' },
      ]),
    ).toEqual({ email: 'This address cannot receive mail' });
  });
});
