import type { NewsCategory } from '@colony/contract/news';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

const TONE: Record<NewsCategory, string> = {
  announcement: 'border-nova/40 bg-nova/10 text-nova',
  official: 'border-plasma/40 bg-plasma/10 text-plasma',
  video: 'border-nebula/50 bg-nebula/15 text-[#b9a8ff]',
  ama: 'border-success/40 bg-success/10 text-success',
};

export function CategoryBadge({ category }: { category: NewsCategory }) {
  const { t } = useTranslation('news');
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold tracking-wide uppercase ${TONE[category]}`}
    >
      {t(`categories.${category}`)}
    </span>
  );
}
