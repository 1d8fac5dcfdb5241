import type { HomeResponse } from '@colony/contract/home';
import type { Language } from '@colony/contract/locales';
import type { Db } from '../../db/database.ts';
import { pickLanguage } from './localized-content.ts';
import {
  selectBanners,
  selectFaq,
  selectFigures,
  selectPartners,
  selectRoadmapItems,
  selectRoadmapPhases,
} from './queries.ts';

/** The home page's content; the avatar catalogue beside it is live and added by the route. */
export type HomeContent = Omit<HomeResponse, 'avatars' | 'nextSettlementAt'>;

export interface HomeService {
  home(language: Language): Promise<HomeContent>;
}

export function homeService(db: Db): HomeService {
  return {
    home: (language) => loadHome(db, language),
  };
}

async function loadHome(db: Db, language: Language): Promise<HomeContent> {
  const [figures, phases, items, partnerRows, faq, banners] = await Promise.all([
    selectFigures(db),
    selectRoadmapPhases(db),
    selectRoadmapItems(db),
    selectPartners(db),
    selectFaq(db),
    selectBanners(db),
  ]);
  return {
    figures: figures.map((row) => ({ key: row.key, from: row.fromValue, value: row.value })),
    roadmap: phases.map((phase) => ({
      key: phase.key,
      from: phase.fromLabel,
      to: phase.toLabel,
      title: pickLanguage(phase.content, language).title,
      items: items
        .filter((item) => item.phaseKey === phase.key)
        .map((item) => pickLanguage(item.content, language).text),
    })),
    partners: partnerRows.map((row) => ({
      id: row.id,
      kind: row.kind,
      name: row.name,
      url: row.url,
      description: pickLanguage(row.content, language).description,
    })),
    faq: faq.map((row) => ({ id: row.id, ...pickLanguage(row.content, language) })),
    banners: banners.map((row) => ({
      id: row.id,
      link: row.link,
      ...pickLanguage(row.content, language),
    })),
  };
}
