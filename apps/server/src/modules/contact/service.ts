import { createHash } from 'node:crypto';
import type { AddContactResponse, addContactRequest, ContactMessage } from '@colony/contract/contact';
import type { Language } from '@colony/contract/locales';
import type { z } from 'zod';
import { WithBefore } from '../../audit/operator-log.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { insertContactMessage, lockContactMessage, markContactMessageDone } from './queries.ts';

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

/**
 * Marks a message answered. Marking one already done changes nothing and answers it as it is, so
 * two operators answering at once see who was first.
 */
export async function markDone(tx: Db, id: number, operator: string): Promise<WithBefore<ContactMessage>> {
  const current = await lockContactMessage(tx, id);
  if (!current) throw new ApiError('contactMessageNotFound');
  if (current.doneAt !== null) return new WithBefore(current, current);
  return new WithBefore(current, await markContactMessageDone(tx, id, operator));
}
