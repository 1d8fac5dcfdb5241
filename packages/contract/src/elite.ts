import { z } from 'zod';
import { pageQuery, pageSchema } from './envelope-schema.ts';
import { multiLineText, singleLineText } from './text.ts';

/**
 * Schemas of the elite membership (`/api/user/Elite/*`, SPEC.md §3 Membership tiers): the seven
 * tiers, their five requirements and benefits, the member's standing and monthly reviews, and the
 * sign-up form. Dollar figures are decimal strings of base units (18 decimals).
 */

export const ELITE_PATHS = {
  index: '/user/Elite/index',
  apply: '/user/Elite/apply',
  applications: '/admin/Elite/applications',
} as const;

/** Lowest first. */
export const ELITE_TIERS = [
  'member',
  'silver',
  'gold',
  'platinum',
  'titanium',
  'ambassador',
  'globalElite',
] as const;
export const eliteTier = z.enum(ELITE_TIERS);
export type EliteTier = z.infer<typeof eliteTier>;

/** The five requirements of a tier (SPEC.md §3), in the order the page lists them. */
export const ELITE_REQUIREMENTS = [
  'remainingEnergy',
  'output',
  'communityVolume',
  'nicheMarket',
  'directReferrals',
] as const;
export type EliteRequirement = (typeof ELITE_REQUIREMENTS)[number];

/**
 * What each requirement measures: `remainingEnergy` the fuel left in the member's avatars, `output`
 * what their avatars produced so far (MM, MC and UME together), `communityVolume` their team
 * performance, `nicheMarket` their small-zone performance (dollar figures as base units), and
 * `directReferrals` their direct members who are effective users (a count).
 */
export const eliteFigures = z.object(
  Object.fromEntries(ELITE_REQUIREMENTS.map((name) => [name, z.string()])) as Record<
    EliteRequirement,
    z.ZodString
  >,
);
export type EliteFigures = z.infer<typeof eliteFigures>;

/** Benefits a tier gives, as keys the web app translates; each tier keeps the ones below it. */
export const ELITE_BENEFITS = [
  'communityAccess',
  'monthlyAma',
  'fourCallsMonthly',
  'eventBonus',
  'eliteRebate',
  'sponsorshipSubsidy',
  'globalSummit',
] as const;
export const eliteBenefit = z.enum(ELITE_BENEFITS);
export type EliteBenefit = z.infer<typeof eliteBenefit>;

export const eliteTierRule = z.object({
  tier: eliteTier,
  requirements: eliteFigures,
  /** The benefits this tier adds to the ones below it. */
  benefits: z.array(eliteBenefit),
});
export type EliteTierRule = z.infer<typeof eliteTierRule>;

export const eliteReview = z.object({
  /** The month reviewed, `YYYY-MM`. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  /** Null: below the first tier. */
  tier: eliteTier.nullable(),
  previousTier: eliteTier.nullable(),
  figures: eliteFigures,
  reviewedAt: z.string(),
});
export type EliteReview = z.infer<typeof eliteReview>;

export const eliteApplication = z.object({
  id: z.string(),
  tier: eliteTier,
  name: z.string(),
  email: z.string(),
  contact: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type EliteApplication = z.infer<typeof eliteApplication>;

/** The figures the benefits are stated with (SPEC.md §9), for the page to show beside their names. */
export const eliteBenefitTerms = z.object({
  /** `eliteRebate`: this share of the tokens from community projects. */
  eliteRebate: z.string(),
  /** `eventBonus`: at most this share of the sales within `eventBonusDays` days after an event. */
  eventBonusMax: z.string(),
  eventBonusDays: z.number().int(),
  /** `sponsorshipSubsidy`: once sales reach this multiple of the sales target. */
  sponsorshipSalesMultiple: z.number().int(),
  /** `fourCallsMonthly`: calls a month. */
  callsPerMonth: z.number().int(),
});
export type EliteBenefitTerms = z.infer<typeof eliteBenefitTerms>;

// ---------------------------------------------------------------------------
// POST /api/user/Elite/index: the tiers; the caller's standing, reviews and application

export const eliteIndexRequest = z.object({}).strict();
export const eliteIndexResponse = z.object({
  tiers: z.array(eliteTierRule),
  /** The tier the latest review gave; null below the first tier or before any review. */
  tier: eliteTier.nullable(),
  /** The highest tier the caller's live figures meet every requirement of. */
  reachedTier: eliteTier.nullable(),
  standing: eliteFigures,
  /** Newest first, the latest twelve. */
  reviews: z.array(eliteReview),
  /** When the next monthly review runs (the settlement of the month's last day). */
  nextReviewAt: z.string(),
  /** The caller's latest application, if any. */
  application: eliteApplication.nullable(),
  /**
   * When the caller may send the form again: the start of the next colony month while this
   * month's application is under review; null when they may apply now (and for a visitor).
   */
  nextApplicationAt: z.string().nullable(),
  /** Rates as exact decimals ("0.035"); always sent by the server. */
  benefitTerms: eliteBenefitTerms.optional(),
});
export type EliteIndexResponse = z.infer<typeof eliteIndexResponse>;

// ---------------------------------------------------------------------------
// POST /api/user/Elite/apply: the sign-up form (one application a month)

export const ELITE_APPLICATION_LIMITS = { name: 80, email: 254, contact: 120, message: 2000 } as const;

export const eliteApplyRequest = z
  .object({
    tier: eliteTier,
    name: singleLineText().trim().min(1).max(ELITE_APPLICATION_LIMITS.name),
    email: singleLineText().trim().max(ELITE_APPLICATION_LIMITS.email).pipe(z.email()),
    /** A messenger handle or phone number; optional. */
    contact: singleLineText().trim().max(ELITE_APPLICATION_LIMITS.contact).default(''),
    message: multiLineText().trim().max(ELITE_APPLICATION_LIMITS.message).default(''),
  })
  .strict();
export type EliteApplyRequest = z.input<typeof eliteApplyRequest>;
export const eliteApplyResponse = eliteApplication;

// ---------------------------------------------------------------------------
// POST /api/admin/Elite/applications (operators): every application, newest first

export const eliteApplicationsRequest = pageQuery.strict();
export const operatorEliteApplication = eliteApplication.extend({
  address: z.string(),
  /** The tier the applicant's live figures reach now. */
  reachedTier: eliteTier.nullable(),
});
export const eliteApplicationsResponse = pageSchema(operatorEliteApplication);
export type EliteApplicationsResponse = z.infer<typeof eliteApplicationsResponse>;
