import { z } from 'zod';
import { CONTACT_LIMITS } from './contact-limits.ts';
import { pageQuery, pageSchema } from './envelope-schema.ts';
import { LANGUAGES } from './locales.ts';
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

// ---------------------------------------------------------------------------
// Support: operators with the support role (or an owner) read the messages and answer them by
// e-mail, then mark them done.

export const CONTACT_ADMIN_PATHS = {
  index: '/admin/Contact/index',
  done: '/admin/Contact/done',
} as const;

export const CONTACT_MESSAGE_STATUSES = ['open', 'done', 'all'] as const;

/** POST /api/admin/Contact/index: the messages, oldest open first, or the done ones newest first. */
export const contactMessagesRequest = pageQuery
  .extend({ status: z.enum(CONTACT_MESSAGE_STATUSES).default('open') })
  .strict();
export type ContactMessagesRequest = z.input<typeof contactMessagesRequest>;

export const contactMessage = z.object({
  id: z.number().int(),
  title: z.string(),
  question: z.string(),
  /** Where to answer. */
  email: z.string(),
  /** The language the message was sent in: the answer's. */
  language: z.enum(LANGUAGES),
  createdAt: z.string(),
  /** When an operator marked it done, and who; null while open. */
  doneAt: z.string().nullable(),
  doneBy: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessage>;

export const contactMessagesResponse = pageSchema(contactMessage);
export type ContactMessagesResponse = z.infer<typeof contactMessagesResponse>;

/** POST /api/admin/Contact/done: the message answered; marking it again changes nothing. */
export const contactDoneRequest = z.object({ id: z.number().int().positive() }).strict();
export type ContactDoneRequest = z.input<typeof contactDoneRequest>;
export const contactDoneResponse = contactMessage;
