import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NavBar } from '../components/nav-bar';
import { ChipTabs } from '../features/browse-ui/components/chip-tabs';
import { PagedList } from '../features/browse-ui/components/paged-list';
import { QueryZone } from '../features/browse-ui/components/zone';
import { useKnowledgeCarousel } from '../features/knowledge/api/get-knowledge-carousel';
import { useKnowledgeCategories } from '../features/knowledge/api/get-knowledge-categories';
import { knowledgeListQueryOptions } from '../features/knowledge/api/get-knowledge-list';
import { KnowledgeCard, KnowledgeTiles } from '../features/knowledge/components/knowledge-card';

/** Learning Resources: the featured carousel items, then every item of the chosen category. */
export default function KnowledgeIndexPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const cateId = Number(params.get('cateId')) || 0;
  const categories = useKnowledgeCategories();
  const featured = useKnowledgeCarousel();
  return (
    <div data-testid="knowledge-index-page">
      <NavBar title={t('browse.knowledge.title')} />
      {!cateId && (
        <QueryZone title={t('browse.knowledge.featured')} query={featured} testId="knowledge-featured">
          {(items) => <KnowledgeTiles items={items} />}
        </QueryZone>
      )}
      <ChipTabs
        testId="knowledge-category-tabs"
        active={cateId}
        onChange={(c) => setParams(c ? { cateId: String(c) } : {}, { replace: true })}
        items={[
          { key: 0, label: t('browse.common.all') },
          ...(categories.data ?? []).map((c) => ({ key: c.id, label: c.name })),
        ]}
      />
      <PagedList
        options={knowledgeListQueryOptions({ cateId: cateId || undefined })}
        itemKey={(k) => k.id}
        renderItem={(k) => <KnowledgeCard item={k} />}
        testId="knowledge-list"
      />
    </div>
  );
}
