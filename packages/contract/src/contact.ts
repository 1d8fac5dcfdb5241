import { z } from 'zod';
import { CONTACT_LIMITS } from './contact-limits.ts';
import { multiLineText, singleLineText } from './text.ts';

export { CONTACT_LIMITS };

/** POST /api/user/user/addContact */
export const addContactRequest = z
  .object({
    title: singleLineText().trim().min(1).max(CONTACT_LIMITS.title),
    question: multiLineText().trim().min(1).max(CONTACT_LIMITS.question),
    email: singleLineText().trim().max(CONTACT_LIMITS.email).pipe(z.email()),
  })
  .strict();
export type AddContactRequest = z.input<typeof addContactRequest>;

export const addContactResponse = z.object({ id: z.number().int() });
export type AddContactResponse = z.infer<typeof addContactResponse>;
