import { randomUUID } from 'node:crypto';
import { ASSET_DECIMALS } from '@colony/contract/assets';
import {
  ELITE_REQUIREMENTS,
  ELITE_TIERS,
  type EliteApplication,
  type EliteApplicationsResponse,
  type EliteFigures,
  type EliteIndexResponse,
  type EliteRequirement,
  type EliteReview,
  type EliteTier,
  type eliteApplyRequest,
} from '@colony/contract/elite';
import type { PageQuery } from '@colony/contract/envelope-schema';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { EconomyConfig } from '../../economy/config.ts';
import { type EliteRequirements, eliteTierOf } from '../../economy/team-config.ts';
import { ApiError } from '../../http/api-error.ts';
import { addDays, colonyToday, dayStartsAt, type SettlementClock } from '../../settlement/calendar.ts';
import { fuelOf, outputOf } from '../avatars/service.ts';
import { liveFiguresOf, rateOf } from '../income/service.ts';
import {
  applicationsPage,
  type EliteApplicationRow,
  insertApplication,
  latestApplication,
  latestReviews,
} from './queries.ts';
import { monthOf } from './settlement-steps.ts';

export interface EliteContext {
  economy: EconomyConfig;
  clock: SettlementClock;
}

type ApplyBody = z.output<typeof eliteApplyRequest>;

/** Reviews a member sees: the latest twelve months. */
const REVIEWS_SHOWN = 12;

const tierOrNull = (value: string | null | undefined): EliteTier | null =>
  value !== null && value !== undefined && (ELITE_TIERS as readonly string[]).includes(value)
    ? (value as EliteTier)
    : null;

function figuresView(figures: EliteRequirements): EliteFigures {
  return {
    remainingEnergy: figures.remainingEnergy.toString(),
    output: figures.output.toString(),
    communityVolume: figures.communityVolume.toString(),
    nicheMarket: figures.nicheMarket.toString(),
    directReferrals: String(figures.directReferrals),
  };
}

/** The five figures of a member now: fuel left and output of their avatars, and their team figures. */
const NO_STANDING: EliteRequirements = {
  remainingEnergy: 0n,
  output: 0n,
  communityVolume: 0n,
  nicheMarket: 0n,
  directReferrals: 0,
};

async function standingOf(db: Db, memberId: number): Promise<EliteRequirements> {
  const [team, fuel, output] = await Promise.all([
    liveFiguresOf(db, memberId),
    fuelOf(db, memberId),
    outputOf(db, memberId),
  ]);
  return {
    remainingEnergy: fuel,
    output,
    communityVolume: BigInt(team.teamPerformance),
    nicheMarket: BigInt(team.smallZonePerformance),
    directReferrals: team.directEffectiveCount,
  };
}

function applicationView(row: EliteApplicationRow): EliteApplication {
  return {
    id: row.id,
    tier: tierOrNull(row.tier) ?? 'member',
    name: row.name,
    email: row.email,
    contact: row.contact,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The first day of the colony month after the one `day` is in. */
const nextMonthOf = (day: string) =>
  addDays(`${day.slice(0, 7)}-28`, 4)
    .slice(0, 7)
    .concat('-01');

/** The tiers, the member's tier and standing, their reviews and their latest application. */
export async function eliteIndex(
  db: Db,
  context: EliteContext,
  memberId: number | null,
): Promise<EliteIndexResponse> {
  const team = context.economy.team;
  const today = await colonyToday(db, context.clock);
  // A visitor sees the tiers, with nothing of their own.
  const [standing, reviews, application, nextReview] = await Promise.all([
    memberId === null ? NO_STANDING : standingOf(db, memberId),
    memberId === null ? [] : latestReviews(db, memberId, REVIEWS_SHOWN),
    memberId === null ? undefined : latestApplication(db, memberId),
    // The review runs with the settlement of the month's last day, once that day has ended.
    dayStartsAt(db, context.clock, nextMonthOf(today)),
  ]);
  const terms = team.eliteBenefitTerms;
  return {
    tiers: team.eliteTiers.map((rule) => ({
      tier: rule.tier,
      requirements: figuresView(rule.requirements),
      benefits: rule.benefits,
    })),
    tier: tierOrNull(reviews[0]?.tier),
    reachedTier: memberId === null ? null : eliteTierOf(team, standing),
    standing: figuresView(standing),
    reviews: reviews.map(
      (review): EliteReview => ({
        month: review.month.slice(0, 7),
        tier: tierOrNull(review.tier),
        previousTier: tierOrNull(review.previousTier),
        figures: {
          remainingEnergy: review.figures.remainingEnergy ?? '0',
          output: review.figures.output ?? '0',
          communityVolume: review.figures.communityVolume ?? '0',
          nicheMarket: review.figures.nicheMarket ?? '0',
          directReferrals: review.figures.directReferrals ?? '0',
        },
        reviewedAt: review.reviewedAt.toISOString(),
      }),
    ),
    nextReviewAt: nextReview.toISOString(),
    application: application ? applicationView(application) : null,
    // One application a colony month: the next month starts when the review runs.
    nextApplicationAt: application?.month === monthOf(today) ? nextReview.toISOString() : null,
    benefitTerms: {
      eliteRebate: rateOf(terms.eliteRebateBps),
      eventBonusMax: rateOf(terms.eventBonusMaxBps),
      eventBonusDays: terms.eventBonusDays,
      sponsorshipSalesMultiple: terms.sponsorshipSalesMultiple,
      callsPerMonth: terms.callsPerMonth,
    },
  };
}

/** A dollar figure in a message: "$1,500", cents cut and never rounded up. */
function dollarsText(units: bigint): string {
  const cents = units / 10n ** BigInt(ASSET_DECIMALS.USDT - 2);
  const fraction = cents % 100n;
  return `$${(cents / 100n).toLocaleString('en-US')}${fraction > 0n ? `.${fraction.toString().padStart(2, '0')}` : ''}`;
}

const figureText = (requirement: EliteRequirement, value: bigint | number) =>
  requirement === 'directReferrals' ? String(value) : dollarsText(BigInt(value));

/**
 * Refuses a tier whose requirements the member's live figures do not all meet, before anything is
 * written, so the month's one application stays for a tier they reach. Each tier is judged on its
 * own requirements, as the monthly review judges it (`eliteTierOf`).
 */
async function requireReached(db: Db, context: EliteContext, memberId: number, tier: EliteTier) {
  const rule = context.economy.team.eliteTiers.find((candidate) => candidate.tier === tier);
  if (!rule) throw new Error(`no rule for the elite tier ${tier}`);
  const standing = await standingOf(db, memberId);
  const unmet = ELITE_REQUIREMENTS.filter(
    (requirement) => standing[requirement] < rule.requirements[requirement],
  );
  const [first] = unmet;
  if (first === undefined) return;
  throw new ApiError(
    'eliteRequirementNotMet',
    {
      tier,
      unmet: unmet.map((requirement) => ({
        requirement,
        required: String(rule.requirements[requirement]),
        current: String(standing[requirement]),
      })),
    },
    {
      tier: { message: `elite.tier.${tier}` },
      requirement: { message: `elite.requirement.${first}` },
      required: figureText(first, rule.requirements[first]),
      current: figureText(first, standing[first]),
    },
  );
}

/**
 * Records the sign-up form for a tier the member's live figures reach; one application per member
 * and colony month.
 */
export async function applyForElite(
  db: Db,
  context: EliteContext,
  memberId: number,
  body: ApplyBody,
): Promise<EliteApplication> {
  await requireReached(db, context, memberId, body.tier);
  const month = monthOf(await colonyToday(db, context.clock));
  const recorded = await insertApplication(db, {
    id: randomUUID(),
    memberId,
    tier: body.tier,
    name: body.name,
    email: body.email,
    contact: body.contact,
    message: body.message,
    month,
  });
  if (!recorded) throw new ApiError('eliteAlreadyApplied', { month: month.slice(0, 7) });
  return applicationView(recorded);
}

/** Every application, newest first, with the tier each applicant's figures reach now. */
export async function eliteApplications(
  db: Db,
  context: EliteContext,
  page: PageQuery,
): Promise<EliteApplicationsResponse> {
  const { list, total } = await applicationsPage(db, {
    limit: page.limit,
    offset: (page.page - 1) * page.limit,
  });
  const reached = await Promise.all(
    list.map(async (row) => eliteTierOf(context.economy.team, await standingOf(db, row.memberId))),
  );
  return {
    list: list.map((row, index) => ({
      ...applicationView(row),
      address: row.address,
      reachedTier: reached[index] ?? null,
    })),
    total,
    page: page.page,
    limit: page.limit,
  };
}
