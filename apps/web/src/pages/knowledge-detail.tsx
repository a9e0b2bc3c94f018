import { useTranslation } from 'react-i18next';
import { NavBar } from '../components/nav-bar';
import { ShareButton } from '../components/share-button';
import { LoadState } from '../features/browse-ui/components/load-state';
import { PremiumLock } from '../features/browse-ui/components/premium-lock';
import { useIdParam } from '../features/browse-ui/components/use-id-param';
import { useKnowledge } from '../features/knowledge/api/get-knowledge';
import { useViewKnowledge } from '../features/knowledge/api/view-knowledge';
import { KnowledgeDetail } from '../features/knowledge/components/knowledge-detail';

export default function KnowledgeDetailPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const query = useKnowledge(id);
  useViewKnowledge(id);
  return (
    <div data-testid="knowledge-detail-page">
      <NavBar
        title={t('browse.knowledge.detail')}
        right={
          id !== null && query.data ? <ShareButton kind="knowledge" id={id} title={query.data.title} /> : undefined
        }
      />
      <LoadState query={query} valid={id !== null}>
        {(item) => <KnowledgeDetail item={item} lock={<PremiumLock compact />} />}
      </LoadState>
    </div>
  );
}
