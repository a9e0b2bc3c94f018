import { DiscoveryTabs } from '../features/browse-ui/components/discovery-tabs';
import { ProductBrowser } from './shop-product-index';

/** Discover tab: the shop, with the same filter and sort as Product Details. */
export default function DiscoveryShopProductPage() {
  return (
    <div data-testid="discovery-shop-page">
      <DiscoveryTabs />
      <ProductBrowser />
    </div>
  );
}
