import { useTranslation } from 'react-i18next';
import { NavBar } from '../components/nav-bar';
import { LoadState } from '../features/browse-ui/components/load-state';
import { PremiumLock } from '../features/browse-ui/components/premium-lock';
import { useIdParam } from '../features/browse-ui/components/use-id-param';
import { useKnowledgePart } from '../features/knowledge/api/get-knowledge-part';
import { KnowledgePartView } from '../features/knowledge/components/knowledge-detail';
import { CommentsSection } from '../features/comments/components/comments-section';

/** A lesson (`?id=<partId>`) with its comments and likes. */
export default function KnowledgePartPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const query = useKnowledgePart(id);
  return (
    <div data-testid="knowledge-part-page">
      <NavBar title={query.data?.knowledgeTitle ?? t('browse.knowledge.title')} />
      <LoadState query={query} valid={id !== null}>
        {(part) => (
          <>
            <KnowledgePartView part={part} lock={<PremiumLock />} />
            <CommentsSection family="knowledge" targetId={part.id} locked={part.locked} />
          </>
        )}
      </LoadState>
    </div>
  );
}
