import { z } from 'zod';
import { catalogueAvatar } from './avatars.ts';

export const PARTNER_KINDS = ['game', 'metaverse', 'bank', 'rwa', 'dex', 'layer2', 'exchange'] as const;
export const partnerKind = z.enum(PARTNER_KINDS);
export type PartnerKind = z.infer<typeof partnerKind>;

export const FIGURE_KEYS = ['countries', 'activeUsers', 'ecosystems', 'partners'] as const;

export const globalFigure = z.object({
  key: z.enum(FIGURE_KEYS),
  /** Lower bound shown when a figure grows from a starting value ("from 3,000"). */
  from: z.number().int().nullable(),
  value: z.number().int(),
});
export type GlobalFigure = z.infer<typeof globalFigure>;

export const roadmapPhase = z.object({
  key: z.string(),
  from: z.string(),
  to: z.string(),
  title: z.string(),
  items: z.array(z.string()),
});
export type RoadmapPhase = z.infer<typeof roadmapPhase>;

export const partner = z.object({
  id: z.number().int(),
  kind: partnerKind,
  name: z.string(),
  description: z.string(),
  url: z.string().nullable(),
});
export type Partner = z.infer<typeof partner>;

export const faqItem = z.object({ id: z.number().int(), question: z.string(), answer: z.string() });
export type FaqItem = z.infer<typeof faqItem>;

export const bannerItem = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  link: z.string().nullable(),
});
export type BannerItem = z.infer<typeof bannerItem>;

/** POST /api/nft/Home/home: everything the home page shows, translated. */
export const homeRequest = z.object({}).strict();
export const homeResponse = z.object({
  figures: z.array(globalFigure),
  roadmap: z.array(roadmapPhase),
  partners: z.array(partner),
  faq: z.array(faqItem),
  banners: z.array(bannerItem),
  /** The avatar catalogue with today's live supply (never cached). */
  avatars: z.array(catalogueAvatar),
  /** ISO 8601: when the next daily settlement runs. */
  nextSettlementAt: z.string(),
});
export type HomeResponse = z.infer<typeof homeResponse>;
