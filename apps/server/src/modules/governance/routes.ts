import { envelopeSchema } from '@colony/contract/envelope-schema';
import {
  pollCancelRequest,
  pollCancelResponse,
  pollCreateRequest,
  pollCreateResponse,
  pollExportRequest,
  pollExportResponse,
  pollHomeRequest,
  pollHomeResponse,
  pollIndexRequest,
  pollIndexResponse,
  pollInfoRequest,
  pollInfoResponse,
  pollVoteRequest,
  pollVoteResponse,
  pollVotesRequest,
  pollVotesResponse,
} from '@colony/contract/governance';
import { POLL_PATHS } from '@colony/contract/governance-signing';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errorEnvelopeSchema, ok } from '../../http/envelope.ts';
import { answerIdempotent, IDEMPOTENT_WRITE_DESCRIPTION, idempotencyKeyOf } from '../../http/idempotency.ts';
import { signedInMember } from '../../plugins/member-session.ts';
import {
  cancelProposal,
  checkVote,
  createProposal,
  type GovernanceContext,
  pollExport,
  pollHome,
  pollIndex,
  pollInfo,
  pollVotes,
  recordVote,
  type Voter,
} from './service.ts';

const PUBLIC_WITH_MEMBER =
  'Public. With the `token` and `address` headers of a signed-in member it also answers their own figures.';

const OPERATOR_WRITE_DESCRIPTION =
  'For operators with the content role or the owner, signed in with the `token` and `address` headers; anyone else ' +
  'is refused before the body is read. Needs an `Idempotency-Key` header: the same key and body answer ' +
  'the first answer again, refusals included; the same key with another body is a 409 conflict.';

const memberOf = (request: FastifyRequest): Voter | null =>
  request.member ? { memberId: request.member.memberId, address: request.member.address } : null;

export const governanceRoutes: FastifyPluginAsyncZod<{ db: Db; context: GovernanceContext }> = async (
  api,
  { db, context },
) => {
  api.post(
    POLL_PATHS.home,
    {
      onRequest: api.optionalSession,
      schema: {
        tags: ['governance'],
        summary: 'Proposals counted by status, and the active ones with the member’s voting power',
        description: PUBLIC_WITH_MEMBER,
        body: pollHomeRequest,
        response: { 200: envelopeSchema(pollHomeResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, await pollHome(db, context, memberOf(request), request.language)),
  );

  api.post(
    POLL_PATHS.index,
    {
      schema: {
        tags: ['governance'],
        summary: 'Proposals, the latest start first, optionally of one status',
        description: 'Public.',
        body: pollIndexRequest,
        response: { 200: envelopeSchema(pollIndexResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, await pollIndex(db, context, request.body, request.language)),
  );

  api.post(
    POLL_PATHS.info,
    {
      onRequest: api.optionalSession,
      schema: {
        tags: ['governance'],
        summary:
          'One proposal: body, choices with results, quorum, timeline, the member’s power and vote, and what to sign',
        description: PUBLIC_WITH_MEMBER,
        body: pollInfoRequest,
        response: { 200: envelopeSchema(pollInfoResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(request, await pollInfo(db, context, request.body.id, memberOf(request), request.language)),
  );

  api.post(
    POLL_PATHS.vote,
    {
      onRequest: api.requireSession,
      schema: {
        tags: ['governance'],
        summary: 'Vote with an EIP-712 signature of the wallet; a later vote replaces the counted one',
        description: `${IDEMPOTENT_WRITE_DESCRIPTION} The wallet signs \`{proposal, choice, voter, timestamp}\` with the domain and types of \`info\`; the signature is checked (EOA, or EIP-1271 and EIP-6492 through the chain), as are the voting window, the signed time (within the tolerance of \`info\`) and the member's power in the snapshot. The vote is kept with its signature; the member's latest signed vote counts.`,
        body: pollVoteRequest,
        response: { 200: envelopeSchema(pollVoteResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      idempotencyKeyOf(request);
      const member = signedInMember(request);
      const voter = { memberId: member.memberId, address: member.address };
      // Checked before the transaction: a signature may have to be asked of the chain.
      const checked = await checkVote(db, context, voter, request.body);
      return answerIdempotent(
        db,
        request,
        reply,
        { operation: 'nft.Polls.vote', successMessage: 'governance.voteSuccessful' },
        (tx) => recordVote(tx, context, voter, checked),
      );
    },
  );

  api.post(
    POLL_PATHS.votes,
    {
      schema: {
        tags: ['governance'],
        summary:
          'The votes that count, live: voter, choice, power, timestamp and signature, most power first',
        description: 'Public. A member’s earlier votes that a later one replaced are kept, in the export.',
        body: pollVotesRequest,
        response: { 200: envelopeSchema(pollVotesResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, await pollVotes(db, request.body)),
  );

  api.post(
    POLL_PATHS.export,
    {
      schema: {
        tags: ['governance'],
        summary: 'Everything a result is made of: every signed vote, the voters’ snapshot power, the tally',
        description:
          'Public. `npm run votes:verify -- <id>` and the page’s "verify this result" recompute the result from this alone.',
        body: pollExportRequest,
        response: { 200: envelopeSchema(pollExportResponse), '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => ok(request, await pollExport(db, context, request.body.id)),
  );

  api.post(
    POLL_PATHS.create,
    {
      onRequest: api.requireOperator('content'),
      schema: {
        tags: ['operators'],
        summary: 'Create a proposal',
        description: `${OPERATOR_WRITE_DESCRIPTION} Texts in any of the seven languages, English required; 2 to 10 choices; a start not in the past (one starting now is snapshotted at once).`,
        body: pollCreateRequest,
        response: { 200: envelopeSchema(pollCreateResponse), '4xx': errorEnvelopeSchema },
      },
    },
    (request, reply) =>
      answerIdempotent(
        db,
        request,
        reply,
        { operation: 'admin.Polls.create', successMessage: 'governance.proposalCreated' },
        (tx) => createProposal(tx, context, signedInMember(request), request.body, request.language),
      ),
  );

  api.post(
    POLL_PATHS.cancel,
    {
      onRequest: api.requireOperator('content'),
      schema: {
        tags: ['operators'],
        summary: 'Cancel an upcoming or active proposal',
        description: `${OPERATOR_WRITE_DESCRIPTION} Its votes stay on record; its result is "cancelled".`,
        body: pollCancelRequest,
        response: { 200: envelopeSchema(pollCancelResponse), '4xx': errorEnvelopeSchema },
      },
    },
    (request, reply) =>
      answerIdempotent(
        db,
        request,
        reply,
        { operation: 'admin.Polls.cancel', successMessage: 'governance.proposalCancelled' },
        (tx) => cancelProposal(tx, context, signedInMember(request), request.body, request.language),
      ),
  );
};
