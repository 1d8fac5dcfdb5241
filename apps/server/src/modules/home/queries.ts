import { asc } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  bannerItems,
  faqItems,
  homeFigures,
  partners,
  roadmapItems,
  roadmapPhases,
} from '../../db/schema/home.ts';

export function selectFigures(db: Db) {
  return db.select().from(homeFigures).orderBy(asc(homeFigures.position));
}

export function selectRoadmapPhases(db: Db) {
  return db.select().from(roadmapPhases).orderBy(asc(roadmapPhases.position));
}

export function selectRoadmapItems(db: Db) {
  return db
    .select()
    .from(roadmapItems)
    .orderBy(asc(roadmapItems.phaseKey), asc(roadmapItems.position), asc(roadmapItems.id));
}

export function selectPartners(db: Db) {
  return db.select().from(partners).orderBy(asc(partners.position), asc(partners.id));
}

export function selectFaq(db: Db) {
  return db.select().from(faqItems).orderBy(asc(faqItems.position), asc(faqItems.id));
}

export function selectBanners(db: Db) {
  return db.select().from(bannerItems).orderBy(asc(bannerItems.position), asc(bannerItems.id));
}
