import { useTranslation } from 'react-i18next';
import { NavBar } from '../components/nav-bar';
import { ShareButton } from '../components/share-button';
import { LoadState } from '../features/browse-ui/components/load-state';
import { PremiumLock } from '../features/browse-ui/components/premium-lock';
import { useIdParam } from '../features/browse-ui/components/use-id-param';
import { useProduction } from '../features/theatre/api/get-production';
import { ProductionPart } from '../features/theatre/components/production-detail';
import { CommentsSection } from '../features/comments/components/comments-section';

/** One scene of a production (`?id=<production>&partId=<part>`) with its comments. */
export default function TheatreUltimatePartPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const partId = useIdParam('partId');
  const query = useProduction(id);
  const part = query.data?.parts.find((p) => p.id === partId);
  const hasPart = !query.data || part !== undefined;
  // A scene is shared by its own id: the link opens this scene of this production.
  const share =
    part && query.data ? (
      <ShareButton kind="scene" id={part.id} title={`${query.data.title} · ${part.title}`} />
    ) : undefined;
  return (
    <div data-testid="production-part-page">
      <NavBar title={query.data?.title ?? t('browse.production.title')} right={share} />
      <LoadState query={query} valid={id !== null && partId !== null && hasPart}>
        {(production) => (
          <>
            <ProductionPart production={production} partId={partId ?? 0} lock={<PremiumLock />} />
            <CommentsSection family="theatreUltimate" targetId={partId ?? 0} locked={production.locked} />
          </>
        )}
      </LoadState>
    </div>
  );
}
