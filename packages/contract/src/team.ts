import { z } from 'zod';
import { address } from './auth.ts';
import { settlementDay } from './avatars.ts';
import { pageQuery, pageSchema } from './envelope-schema.ts';

/**
 * Schemas of the team endpoints (`/api/user/Team/*`): the member's invite, their team's figures,
 * their direct members and legs, and the star levels (SPEC.md §3 Team). Performance is what avatar
 * purchases paid, in US dollars (USDT and USDC one to one), as a decimal string of base units
 * (18 decimals); docs/economy.md "Team" defines every figure.
 */

/** Paths under `/api`, shared by the server's routes and the web app's fetchers. */
export const TEAM_PATHS = {
  index: '/user/Team/index',
  lists: '/user/Team/lists',
  group: '/user/Team/group',
  xingSystem: '/user/Team/xingSystem',
  rules: '/user/Team/rules',
} as const;

const usd = z.string().describe('US dollars (USDT and USDC one to one) as a decimal string of base units');
const isoTime = z.string().describe('ISO 8601');
const rate = z
  .string()
  .regex(/^[0-9]+(\.[0-9]+)?$/)
  .describe('Exact decimal share, e.g. "0.05" (5 %)');

/** Star levels run from 0 (none) to `STAR_LEVEL_MAX`; the config may define fewer. */
export const STAR_LEVEL_MAX = 9;
export const starLevel = z.number().int().min(0).max(STAR_LEVEL_MAX);

/** The member a request is about: the caller by default, or someone in the caller's team. */
const memberOfTeam = z
  .object({
    /** A member of the caller's team (anyone below them); absent: the caller. */
    address: address.optional(),
  })
  .strict();

// ---------------------------------------------------------------------------
// POST /api/user/Team/index: one member's figures, live

export const teamIndexRequest = memberOfTeam;
export type TeamIndexRequest = z.input<typeof teamIndexRequest>;

export const teamFigures = z.object({
  address: z.string(),
  /** Null for the colony's root. */
  superiorAddress: z.string().nullable(),
  joinedAt: isoTime,
  /** The caller's own invite code and link; null when the figures are another member's. */
  inviteCode: z.string().nullable(),
  inviteLink: z.string().nullable(),
  starLevel,
  /** The elite tier of the latest monthly review; null below the first tier. */
  eliteTier: z.string().nullable(),
  /** Holds an avatar with fuel left. */
  effective: z.boolean(),
  /** Everyone below, at any depth. */
  teamSize: z.number().int(),
  directCount: z.number().int(),
  /** Direct members who are effective users. */
  directEffectiveCount: z.number().int(),
  /** Team members who are effective users. */
  effectiveCount: z.number().int(),
  personalPerformance: usd,
  teamPerformance: usd,
  /** The leg (a direct member with their team) with the most performance; null without legs. */
  largestLegAddress: z.string().nullable(),
  largestLegPerformance: usd,
  /** Team performance less the largest leg's. */
  smallZonePerformance: usd,
  /** Referral, team, bonus and star-level income received so far, in US dollars. */
  teamIncomeTotal: usd,
  /** The colony day "today" is (docs/economy.md "The daily settlement"). */
  today: settlementDay,
  todayPerformance: usd,
  todayNewMembers: z.number().int(),
  todayNewEffective: z.number().int(),
});
export type TeamFigures = z.infer<typeof teamFigures>;
export const teamIndexResponse = teamFigures;
export type TeamIndexResponse = TeamFigures;

// ---------------------------------------------------------------------------
// POST /api/user/Team/lists: direct members with their own figures, newest first

export const teamListsRequest = pageQuery.extend(memberOfTeam.shape).strict();
export type TeamListsRequest = z.input<typeof teamListsRequest>;

export const directMember = z.object({
  address: z.string(),
  joinedAt: isoTime,
  starLevel,
  effective: z.boolean(),
  personalPerformance: usd,
  teamSize: z.number().int(),
  teamPerformance: usd,
  /** personalPerformance + teamPerformance: what this member's leg weighs. */
  legPerformance: usd,
});
export type DirectMember = z.infer<typeof directMember>;
export const teamListsResponse = pageSchema(directMember);
export type TeamListsResponse = z.infer<typeof teamListsResponse>;

// ---------------------------------------------------------------------------
// POST /api/user/Team/group: the caller's legs, heaviest first

export const teamGroupRequest = pageQuery.strict();
export type TeamGroupRequest = z.input<typeof teamGroupRequest>;

export const teamLeg = z.object({
  /** The direct member the leg starts with. */
  address: z.string(),
  /** The direct member and their team. */
  size: z.number().int(),
  effectiveCount: z.number().int(),
  performance: usd,
  /** The largest leg: left out of the small zone. */
  largest: z.boolean(),
});
export type TeamLeg = z.infer<typeof teamLeg>;
export const teamGroupResponse = pageSchema(teamLeg).extend({
  teamPerformance: usd,
  largestLegPerformance: usd,
  smallZonePerformance: usd,
});
export type TeamGroupResponse = z.infer<typeof teamGroupResponse>;

// ---------------------------------------------------------------------------
// POST /api/user/Team/xingSystem: star levels, their requirements, the caller's progress

export const teamXingRequest = z.object({}).strict();

export const starLevelRule = z.object({
  level: starLevel,
  /** Small-zone performance the level needs. */
  smallZonePerformance: usd,
  /** Direct members who are effective users. */
  directEffective: z.number().int(),
  /** Team income (the differential) a sale in the team pays up to this level. */
  teamRate: rate,
});
export type StarLevelRule = z.infer<typeof starLevelRule>;

/** One requirement of the next level: what it needs and what the member has now. */
export const requirementProgress = z.object({ required: z.string(), current: z.string(), met: z.boolean() });
export type RequirementProgress = z.infer<typeof requirementProgress>;

export const teamXingResponse = z.object({
  levels: z.array(starLevelRule),
  /** Given by the latest settlement; the next one gives the level the live figures reach. */
  starLevel,
  /** The level today's live figures reach. */
  reachedLevel: starLevel,
  /** Null at the top level. */
  next: z
    .object({
      level: starLevel,
      smallZonePerformance: requirementProgress,
      directEffective: requirementProgress,
    })
    .nullable(),
  nextSettlementAt: isoTime,
});
export type TeamXingResponse = z.infer<typeof teamXingResponse>;

// ---------------------------------------------------------------------------
// POST /api/user/Team/rules: how referral, team, bonus and star-level income work (public)

export const teamRulesRequest = z.object({}).strict();

export const teamRulesResponse = z.object({
  /** Referral income: a share of each sale to the buyer's superiors, generation 1 first. */
  referralRates: z.array(rate),
  levels: z.array(starLevelRule),
  /** Bonus income: the share the nearest peer above the sale's top team-income earner receives. */
  bonusRate: rate,
  /** Star-level income: the share of the day's sales shared among members with a star level. */
  starLevelPoolRate: rate,
  /** The day's income never passes this share of the day's sales; above it, every line shrinks alike. */
  maxShareOfSales: rate,
  /** Only effective users (an avatar with fuel left) receive income. */
  effectiveOnly: z.boolean(),
});
export type TeamRulesResponse = z.infer<typeof teamRulesResponse>;
