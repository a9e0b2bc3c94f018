import { useTranslation } from 'react-i18next';
import { href } from '../config/paths';
import { DiscoveryTabs } from '../features/browse-ui/components/discovery-tabs';
import { PagedList } from '../features/browse-ui/components/paged-list';
import { QueryZone, Zone } from '../features/browse-ui/components/zone';
import { useFineKnowledge } from '../features/knowledge/api/get-fine-knowledge';
import { useKnowledgeCategories } from '../features/knowledge/api/get-knowledge-categories';
import { knowledgeListQueryOptions } from '../features/knowledge/api/get-knowledge-list';
import { KnowledgeCard, KnowledgeCategoryList } from '../features/knowledge/components/knowledge-card';
import { LiveEntry } from '../features/live/components/live-entry';

/** Discover › Learning: the live classroom, the featured item, the catalog and the newest resources. */
export default function DiscoveryKnowledgePage() {
  const { t } = useTranslation();
  const fine = useFineKnowledge();
  const categories = useKnowledgeCategories();
  return (
    <div data-testid="discovery-knowledge-page">
      <DiscoveryTabs />
      <LiveEntry testId="discovery-live-entry" />
      {fine.data && (
        <Zone title={t('browse.knowledge.pick')} testId="knowledge-fine">
          <KnowledgeCard item={fine.data} />
        </Zone>
      )}
      <QueryZone title={t('browse.knowledge.catalog')} moreTo={href('/pages/knowledge/cate')} query={categories}>
        {(items) => <KnowledgeCategoryList categories={items} />}
      </QueryZone>
      <Zone title={t('browse.knowledge.title')} moreTo={href('/pages/knowledge/index')}>
        <PagedList
          options={knowledgeListQueryOptions()}
          itemKey={(k) => k.id}
          renderItem={(k) => <KnowledgeCard item={k} />}
          testId="discovery-knowledge-list"
        />
      </Zone>
    </div>
  );
}
