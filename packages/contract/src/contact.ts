import { z } from 'zod';

export const CONTACT_LIMITS = { title: 120, question: 2000, email: 254 } as const;

/** POST /api/user/user/addContact */
export const addContactRequest = z
  .object({
    title: z.string().trim().min(1).max(CONTACT_LIMITS.title),
    question: z.string().trim().min(1).max(CONTACT_LIMITS.question),
    email: z.string().trim().max(CONTACT_LIMITS.email).pipe(z.email()),
  })
  .strict();
export type AddContactRequest = z.input<typeof addContactRequest>;

export const addContactResponse = z.object({ id: z.number().int() });
export type AddContactResponse = z.infer<typeof addContactResponse>;
