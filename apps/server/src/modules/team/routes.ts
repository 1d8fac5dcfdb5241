import { envelopeSchema } from '@colony/contract/envelope-schema';
import {
  TEAM_PATHS,
  teamGroupRequest,
  teamGroupResponse,
  teamIndexRequest,
  teamIndexResponse,
  teamListsRequest,
  teamListsResponse,
} from '@colony/contract/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errorEnvelopeSchema, ok } from '../../http/envelope.ts';
import { signedInMember } from '../../plugins/member-session.ts';
import { type TeamContext, teamGroup, teamIndex, teamLists } from './service.ts';

const SIGNED_IN = 'Needs the `token` and `address` headers of a signed-in member.';
const SOMEONE_ELSE =
  "With `address`, a member of the caller's team (anyone below them); any other address, known or not, answers code 4301.";

export const teamRoutes: FastifyPluginAsyncZod<{ db: Db; context: TeamContext }> = async (
  api,
  { db, context },
) => {
  api.post(
    TEAM_PATHS.index,
    {
      onRequest: api.requireSession,
      schema: {
        tags: ['team'],
        summary:
          "A member's team figures, live: size, effective users, performance, largest leg and small zone, today's",
        description: `${SIGNED_IN} ${SOMEONE_ELSE} The invite code and link are the caller's own, null for another member.`,
        body: teamIndexRequest,
        response: { 200: envelopeSchema(teamIndexResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(request, await teamIndex(db, context, signedInMember(request).memberId, request.body)),
  );

  api.post(
    TEAM_PATHS.lists,
    {
      onRequest: api.requireSession,
      schema: {
        tags: ['team'],
        summary: 'Direct members, newest first, each with their live figures',
        description: `${SIGNED_IN} ${SOMEONE_ELSE}`,
        body: teamListsRequest,
        response: { 200: envelopeSchema(teamListsResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, await teamLists(db, signedInMember(request).memberId, request.body)),
  );

  api.post(
    TEAM_PATHS.group,
    {
      onRequest: api.requireSession,
      schema: {
        tags: ['team'],
        summary: "The caller's legs, heaviest first, the largest marked, with the team and small-zone totals",
        description: SIGNED_IN,
        body: teamGroupRequest,
        response: { 200: envelopeSchema(teamGroupResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, await teamGroup(db, signedInMember(request).memberId, request.body)),
  );
};
