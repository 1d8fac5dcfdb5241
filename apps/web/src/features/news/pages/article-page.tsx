import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ArticleListScreen } from '../components/article-list-screen.tsx';

export default function ArticlePage() {
  const { t } = useTranslation('news');
  return (
    <ArticleListScreen
      defaultCategory="announcement"
      title={t('announcements.title')}
      description={t('announcements.description')}
    />
  );
}
