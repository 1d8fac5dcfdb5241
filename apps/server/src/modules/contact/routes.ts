import {
  addContactRequest,
  addContactResponse,
  CONTACT_ADMIN_PATHS,
  contactDoneRequest,
  contactDoneResponse,
  contactMessagesRequest,
  contactMessagesResponse,
} from '@colony/contract/contact';
import { envelopeSchema } from '@colony/contract/envelope-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errorEnvelopeSchema, ok } from '../../http/envelope.ts';
import { answerIdempotent, IDEMPOTENT_WRITE_DESCRIPTION } from '../../http/idempotency.ts';
import { signedInMember } from '../../plugins/member-session.ts';
import { contactMessagesPage } from './queries.ts';
import { contactService, markDone } from './service.ts';

const SUPPORT =
  'For operators with the support role or the owner; anyone else is refused before the body is read.';

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

  api.post(
    CONTACT_ADMIN_PATHS.index,
    {
      onRequest: api.requireOperator('support'),
      schema: {
        tags: ['operators'],
        summary: 'The contact messages: open ones oldest first, done ones newest first',
        description: `${SUPPORT} Answer by e-mail to the address shown, in the message's language, then mark it done.`,
        body: contactMessagesRequest,
        response: { 200: envelopeSchema(contactMessagesResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { page, limit, status } = request.body;
      return ok(request, { ...(await contactMessagesPage(db, { page, limit, status })), page, limit });
    },
  );

  api.post(
    CONTACT_ADMIN_PATHS.done,
    {
      onRequest: api.requireOperator('support'),
      schema: {
        tags: ['operators'],
        summary: 'Mark a contact message answered',
        description: `${SUPPORT} ${IDEMPOTENT_WRITE_DESCRIPTION} A message already done is answered as it is. Recorded in the operators' log.`,
        body: contactDoneRequest,
        response: { 200: envelopeSchema(contactDoneResponse), '4xx': errorEnvelopeSchema },
      },
    },
    (request, reply) =>
      answerIdempotent(db, request, reply, { operation: 'admin.Contact.done' }, (tx) =>
        markDone(tx, request.body.id, signedInMember(request).address),
      ),
  );
};
