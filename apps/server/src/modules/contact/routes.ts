import { addContactRequest, addContactResponse } from '@colony/contract/contact';
import { envelopeSchema } from '@colony/contract/envelope-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errorEnvelopeSchema, ok } from '../../http/envelope.ts';
import { contactService } from './service.ts';

export const contactRoutes: FastifyPluginAsyncZod<{ db: Db; perHourLimit: number }> = async (
  api,
  { db, perHourLimit },
) => {
  const contact = contactService(db);

  api.post(
    '/user/user/addContact',
    {
      // Each message lands in a person's inbox, so senders get far fewer calls than the API default.
      config: { rateLimit: { max: perHourLimit, timeWindow: '1 hour' } },
      schema: {
        tags: ['support'],
        summary: 'Send a message to the support team',
        body: addContactRequest,
        response: { 200: envelopeSchema(addContactResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(
        request,
        await contact.add(request.body, { language: request.language, ip: request.ip }),
        'contact.received',
      ),
  );
};
