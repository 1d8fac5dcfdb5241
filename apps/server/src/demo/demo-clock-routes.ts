import {
  DEMO_PATHS,
  demoAdvanceRequest,
  demoAdvanceResponse,
  demoClockRequest,
  demoClockResponse,
} from '@colony/contract/demo';
import { envelopeSchema } from '@colony/contract/envelope-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database.ts';
import { errorEnvelopeSchema, ok } from '../http/envelope.ts';
import { IDEMPOTENT_WRITE_DESCRIPTION, idempotencyKeyOf, runIdempotent } from '../http/idempotency.ts';
import { signedInMember } from '../plugins/member-session.ts';
import {
  type DemoClockContext,
  demoClockInfo,
  type MovedDay,
  moveOneDay,
  settleMovedDay,
} from './demo-clock.ts';

/** Each advance runs a whole day's settlement: a person pressing the control never needs more. */
const ADVANCES_PER_MINUTE = 10;

/** The demo's colony clock; registered only in a demo colony (`isDemoColony`), so elsewhere a 404. */
export const demoClockRoutes: FastifyPluginAsyncZod<{ db: Db; context: DemoClockContext }> = async (
  api,
  { db, context },
) => {
  api.post(
    DEMO_PATHS.clock,
    {
      schema: {
        tags: ['demo'],
        summary: 'Demo only: the colony day and clock, and how many days the demo has advanced them',
        description: 'Public. Served only by a demo colony (demo content on the development chain).',
        body: demoClockRequest,
        response: { 200: envelopeSchema(demoClockResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, await demoClockInfo(db, context)),
  );

  api.post(
    DEMO_PATHS.advance,
    {
      onRequest: api.requireSession,
      config: { rateLimit: { max: ADVANCES_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['demo'],
        summary: 'Demo only: end the colony day `day` now and run its daily settlement',
        description: `${IDEMPOTENT_WRITE_DESCRIPTION} Served only by a demo colony. Moves the colony's clock one day ahead (irreversibly), then settles the day that ended through the daily settlement, once. Refused (409) when the colony has already left \`day\`.`,
        body: demoAdvanceRequest,
        response: { 200: envelopeSchema(demoAdvanceResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const { memberId } = signedInMember(request);
      const answer = await runIdempotent(
        db,
        {
          memberId,
          key,
          operation: 'demo.Clock.advance',
          body: request.body,
          language: request.language,
          successMessage: 'demo.dayAdvanced',
        },
        (tx) => moveOneDay(tx, context, request.body.day),
      );
      reply.code(answer.status);
      if (answer.status !== 200) return answer.body;
      // Also when the key is sent again: the settlement finishes whatever a crash left undone.
      const moved = answer.body.data as MovedDay;
      return ok(request, await settleMovedDay(db, context, moved), 'demo.dayAdvanced');
    },
  );
};
