import { useTranslation } from 'react-i18next';
import { href } from '../config/paths';
import { HomeCommentsZone } from '../features/comments/components/home-comments-zone';
import { QueryZone } from '../features/browse-ui/components/zone';
import { useRandomKnowledge } from '../features/knowledge/api/get-random-knowledge';
import { KnowledgeTiles } from '../features/knowledge/components/knowledge-card';
import { useRandomProducts } from '../features/shop/api/get-random-products';
import { ProductGrid } from '../features/shop/components/product-card';
import { HomeSponsors } from '../features/site/components/home-sponsors';
import { homeBelowSizes } from './home-zones';

/**
 * The home's zones below its first screen (knowledge, the newest comments, products, sponsors): one chunk,
 * loaded with the rest of the texts (the comments zone shows members and its own texts) while the browser
 * is idle, and rendered as the visitor scrolls near (pages/index.tsx, components/after-first-screen.tsx).
 */
export default function HomeBelow() {
  const { t } = useTranslation();
  return (
    <>
      <QueryZone
        title={t('browse.home.knowledgeZone')}
        moreTo={href('/pages/discovery/knowledge')}
        testId="home-knowledge-zone"
        query={useRandomKnowledge(homeBelowSizes.knowledge)}
      >
        {(items) => <KnowledgeTiles items={items} />}
      </QueryZone>
      <HomeCommentsZone count={homeBelowSizes.comments} />
      <QueryZone
        title={t('shop.home.zone')}
        moreTo={href('/pages/shopProduct/index')}
        testId="home-products-zone"
        query={useRandomProducts(homeBelowSizes.products)}
      >
        {(items) => <ProductGrid items={items} />}
      </QueryZone>
      <HomeSponsors />
    </>
  );
}
