import { useTranslation } from 'react-i18next';
import { NavBar } from '../components/nav-bar';
import { ShareButton } from '../components/share-button';
import { LoadState } from '../features/browse-ui/components/load-state';
import { PremiumBadge, PremiumLock } from '../features/browse-ui/components/premium-lock';
import { useIdParam } from '../features/browse-ui/components/use-id-param';
import { useProduction } from '../features/theatre/api/get-production';
import { useViewProduction } from '../features/theatre/api/view-production';
import { ProductionDetail } from '../features/theatre/components/production-detail';

export default function TheatreUltimateDetailPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const query = useProduction(id);
  useViewProduction(id);
  return (
    <div data-testid="production-detail-page">
      <NavBar title={t('browse.production.title')} right={id !== null && query.data ? <ShareButton kind="production" id={id} title={query.data.title} /> : undefined} />
      <LoadState query={query} valid={id !== null}>
        {(production) => <ProductionDetail production={production} lock={<PremiumLock compact />} badge={<PremiumBadge />} />}
      </LoadState>
    </div>
  );
}
