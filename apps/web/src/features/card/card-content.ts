/** The card's planned features, in display order, with their line icons. */
export const FEATURES = ['spend', 'topUp', 'formats', 'control', 'chains', 'rewards'] as const;
export type Feature = (typeof FEATURES)[number];

export const FEATURE_ICONS: Record<Feature, string> = {
  spend: 'M3 7h18v10H3z M3 10h18 M7 14h4',
  topUp: 'M12 4v12 M7 9l5-5 5 5 M5 20h14',
  formats: 'M4 6h12v9H4z M8 9h12v9H8z',
  control: 'M12 3l7 3v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6z M9 12l2 2 4-4',
  chains: 'M9 15l6-6 M10 6l1-1a4 4 0 0 1 6 6l-1 1 M14 18l-1 1a4 4 0 0 1-6-6l1-1',
  rewards: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
};

/** The stages before launch; the first is the current one. */
export const STEPS = ['design', 'partner', 'pilot', 'launch'] as const;
