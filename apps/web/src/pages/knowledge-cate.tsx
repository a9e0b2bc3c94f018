import { useTranslation } from 'react-i18next';
import { Empty } from '../components/empty';
import { ErrorState } from '../components/error-state';
import { NavBar } from '../components/nav-bar';
import { PageLoader } from '../components/page-loader';
import { useKnowledgeCategories } from '../features/knowledge/api/get-knowledge-categories';
import { KnowledgeCategoryList } from '../features/knowledge/components/knowledge-card';

/** The Catalog of learning resources. */
export default function KnowledgeCatePage() {
  const { t } = useTranslation();
  const q = useKnowledgeCategories();
  return (
    <div data-testid="knowledge-cate-page">
      <NavBar title={t('browse.knowledge.catalog')} />
      {q.isPending ? (
        <PageLoader onReload={() => void q.refetch()} />
      ) : q.isError ? (
        <ErrorState onRetry={() => void q.refetch()} />
      ) : q.data.length === 0 ? (
        <Empty />
      ) : (
        <KnowledgeCategoryList categories={q.data} />
      )}
    </div>
  );
}
