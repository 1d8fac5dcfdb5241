import { z } from 'zod';
import { multiLineText, singleLineText } from './text.ts';

export const CONTACT_LIMITS = { title: 120, question: 2000, email: 254 } as const;

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
