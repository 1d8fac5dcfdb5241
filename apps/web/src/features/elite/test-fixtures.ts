import {
  ELITE_TIERS,
  type EliteApplication,
  type EliteBenefit,
  type EliteFigures,
  type EliteIndexResponse,
  type EliteReview,
  type EliteTier,
  type EliteTierRule,
} from '@colony/contract/elite';

/** Answers of the elite endpoints as the server gives them, for the feature's tests. */

export const E18 = 10n ** 18n;
export const MEMBER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const whole = (value: bigint) => (value * E18).toString();

const BENEFITS: Record<EliteTier, EliteBenefit[]> = {
  member: ['communityAccess'],
  silver: ['monthlyAma'],
  gold: ['fourCallsMonthly'],
  platinum: ['eventBonus'],
  titanium: ['eliteRebate'],
  ambassador: ['sponsorshipSubsidy'],
  globalElite: ['globalSummit'],
};

/** Tier n (0 for Member) needs n+1 times the Member's figures. */
export function figuresFor(step: bigint): EliteFigures {
  return {
    remainingEnergy: whole(100n * step),
    output: whole(50n * step),
    communityVolume: whole(1_000n * step),
    nicheMarket: whole(500n * step),
    directReferrals: (2n * step).toString(),
  };
}

export const tiers: EliteTierRule[] = ELITE_TIERS.map((tier, index) => ({
  tier,
  requirements: figuresFor(BigInt(index + 1)),
  benefits: BENEFITS[tier],
}));

export function review(patch: Partial<EliteReview> = {}): EliteReview {
  return {
    month: '2026-10',
    tier: 'member',
    previousTier: null,
    figures: figuresFor(1n),
    reviewedAt: '2026-11-01T00:00:05.000Z',
    ...patch,
  };
}

export function application(patch: Partial<EliteApplication> = {}): EliteApplication {
  return {
    id: '0b7c1f9e-0a52-4d0f-9a51-0c4f3c2b1a00',
    tier: 'silver',
    name: 'Ada Colonist',
    email: 'ada@colony.example',
    contact: '@ada',
    message: '',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...patch,
  };
}

/** A member past Member, on the way to Silver: three of Silver's five requirements met. */
export function eliteIndex(patch: Partial<EliteIndexResponse> = {}): EliteIndexResponse {
  return {
    tiers,
    tier: 'member',
    reachedTier: 'member',
    standing: {
      remainingEnergy: whole(250n),
      output: whole(120n),
      communityVolume: whole(2_500n),
      nicheMarket: whole(700n),
      directReferrals: '3',
    },
    reviews: [review({ month: '2026-10', tier: 'member', previousTier: null })],
    nextReviewAt: '2026-12-01T00:00:00.000Z',
    application: null,
    nextApplicationAt: null,
    ...patch,
  };
}
