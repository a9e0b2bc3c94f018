import { useTranslation } from 'react-i18next';
import { NavBar } from '../components/nav-bar';
import { PagedList } from '../features/browse-ui/components/paged-list';
import { PremiumBadge } from '../features/browse-ui/components/premium-lock';
import { productionsQueryOptions } from '../features/theatre/api/get-productions';
import { ProductionCard } from '../features/theatre/components/production-card';

export default function TheatreUltimateIndexPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="production-index-page">
      <NavBar title={t('browse.production.title')} />
      <PagedList
        options={productionsQueryOptions()}
        itemKey={(p) => p.id}
        renderItem={(p) => <ProductionCard production={p} badge={<PremiumBadge />} />}
        testId="production-list"
      />
    </div>
  );
}
