import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ArticleListScreen } from '../components/article-list-screen.tsx';

export default function NewsPage() {
  const { t } = useTranslation('news');
  return (
    <ArticleListScreen defaultCategory="all" title={t('news.title')} description={t('news.description')} />
  );
}
