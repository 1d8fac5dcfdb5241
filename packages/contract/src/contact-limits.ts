// The contact form's limits, kept free of zod so the support page can show them without loading it.

/** Longest title, question and e-mail address the contact form takes, in characters. */
export const CONTACT_LIMITS = { title: 120, question: 2000, email: 254 } as const;
