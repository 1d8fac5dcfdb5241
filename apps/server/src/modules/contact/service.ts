import { createHash } from 'node:crypto';
import type { AddContactResponse, addContactRequest } from '@colony/contract/contact';
import type { Language } from '@colony/contract/locales';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { insertContactMessage } from './queries.ts';

export interface ContactService {
  add(
    message: z.output<typeof addContactRequest>,
    sender: { language: Language; ip: string },
  ): Promise<AddContactResponse>;
}

export function contactService(db: Db): ContactService {
  return {
    async add(message, sender) {
      const id = await insertContactMessage(db, {
        ...message,
        language: sender.language,
        clientHash: createHash('sha256').update(sender.ip).digest('hex'),
      });
      return { id };
    },
  };
}
