import { useTranslation } from 'react-i18next';
import { NavBar } from '../components/nav-bar';
import { ShareButton } from '../components/share-button';
import { LoadState } from '../features/browse-ui/components/load-state';
import { useIdParam } from '../features/browse-ui/components/use-id-param';
import { QueryZone } from '../features/browse-ui/components/zone';
import { useProduct } from '../features/shop/api/get-product';
import { useRandomProducts } from '../features/shop/api/get-random-products';
import { ProductGrid } from '../features/shop/components/product-card';
import { ProductDetail } from '../features/shop/components/product-detail';
import { CartLink } from '../features/shop/components/cart-link';
import { FavouriteButton } from '../features/favourites/components/favourite-button';

/** Others of the same category, never the product itself. */
function Recommendations({ id, cateId }: { id: number; cateId: number }) {
  const { t } = useTranslation();
  const query = useRandomProducts(5, cateId);
  const others = { ...query, data: query.data?.filter((p) => p.id !== id).slice(0, 4) };
  return (
    <QueryZone title={t('shop.detail.recommend')} testId="product-recommend" query={others}>
      {(items) => <ProductGrid items={items} />}
    </QueryZone>
  );
}

export default function ShopProductDetailPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const query = useProduct(id);
  return (
    <div className="shop-with-bar" data-testid="shop-product-detail-page">
      <NavBar
        title={t('shop.detail.title')}
        right={
          <span className="nav-bar__actions">
            <CartLink />
            {id !== null && query.data && <FavouriteButton kind="product" targetId={id} title={query.data.title} />}
            {id !== null && query.data && <ShareButton kind="product" id={id} title={query.data.title} />}
          </span>
        }
      />
      <LoadState query={query} valid={id !== null}>
        {(p) => (
          <>
            <ProductDetail key={p.id} product={p} />
            <Recommendations id={p.id} cateId={p.cateId} />
          </>
        )}
      </LoadState>
    </div>
  );
}
