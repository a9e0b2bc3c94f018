import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NavBar } from '../components/nav-bar';
import { ShareButton } from '../components/share-button';
import { LoadState } from '../features/browse-ui/components/load-state';
import { PremiumBadge, PremiumLock } from '../features/browse-ui/components/premium-lock';
import { useIdParam } from '../features/browse-ui/components/use-id-param';
import { CastAndSynopsis } from '../features/production-cast/components/cast-and-synopsis';
import { ProductionCastLink } from '../features/production-cast/components/production-cast-link';
import { useProduction } from '../features/theatre/api/get-production';
import { useViewProduction } from '../features/theatre/api/view-production';
import { ProductionDetail } from '../features/theatre/components/production-detail';

/**
 * A production; `?section=cast` is its cast and synopsis page (issue 34 item 8: SPEC's route table has no
 * screen for it), the one sales and videos link to.
 */
export default function TheatreUltimateDetailPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const [params] = useSearchParams();
  const castPage = params.get('section') === 'cast';
  const query = useProduction(id);
  useViewProduction(castPage ? null : id);
  return (
    <div data-testid={castPage ? 'production-cast-page' : 'production-detail-page'}>
      <NavBar
        title={t(castPage ? 'browse.cast.title' : 'browse.production.title')}
        right={
          id !== null && query.data ? <ShareButton kind="production" id={id} title={query.data.title} /> : undefined
        }
      />
      <LoadState query={query} valid={id !== null}>
        {(production) =>
          castPage ? (
            <CastAndSynopsis production={production} lock={<PremiumLock compact />} />
          ) : (
            <ProductionDetail
              production={production}
              lock={<PremiumLock compact />}
              badge={<PremiumBadge />}
              cast={<ProductionCastLink production={{ id: production.id, title: production.title }} />}
            />
          )
        }
      </LoadState>
    </div>
  );
}
