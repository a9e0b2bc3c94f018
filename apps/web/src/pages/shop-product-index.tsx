import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ProductSort } from '@nanhua/contract';
import { NavBar } from '../components/nav-bar';
import { ChipTabs } from '../features/browse-ui/components/chip-tabs';
import { PagedList } from '../features/browse-ui/components/paged-list';
import { useShopCategories } from '../features/shop/api/get-categories';
import { productsQueryOptions } from '../features/shop/api/get-products';
import { ProductCard } from '../features/shop/components/product-card';
import { CartLink } from '../features/shop/components/cart-link';
import { isProductSort, ProductFilterBar } from '../features/shop/components/product-filter-bar';

/** The filter lives in the URL (cateId, keyword, sort): back, forward and shared links keep it. */
export function ProductBrowser() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const categories = useShopCategories();
  const keyword = params.get('keyword') ?? '';
  const rawCate = Number(params.get('cateId'));
  const cateId = Number.isSafeInteger(rawCate) && rawCate > 0 ? rawCate : 0;
  const rawSort = params.get('sort');
  const sort: ProductSort = isProductSort(rawSort) ? rawSort : 'newest';
  const setFilter = (next: { cateId?: number; keyword?: string; sort?: ProductSort }) => {
    const m = { cateId, keyword, sort, ...next };
    const q: Record<string, string> = {};
    if (m.cateId) q.cateId = String(m.cateId);
    if (m.keyword) q.keyword = m.keyword;
    if (m.sort !== 'newest') q.sort = m.sort;
    setParams(q, { replace: true });
  };
  return (
    <>
      <ProductFilterBar keyword={keyword} sort={sort} onChange={setFilter} />
      <ChipTabs
        items={[
          { key: 0, label: t('browse.common.all') },
          ...(categories.data ?? []).map((c) => ({ key: c.id, label: c.name })),
        ]}
        active={cateId}
        onChange={(k) => setFilter({ cateId: k })}
        testId="shop-category-tabs"
      />
      <PagedList
        className="product-list"
        options={productsQueryOptions({ cateId: cateId || undefined, keyword: keyword || undefined, sort })}
        itemKey={(p) => p.id}
        renderItem={(p) => <ProductCard product={p} />}
        testId="product-list"
      />
      <CartLink floating />
    </>
  );
}

/** Product Details (with filter and sort): the shop's product list. */
export default function ShopProductIndexPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="shop-product-index-page">
      <NavBar title={t('shop.list.title')} />
      <ProductBrowser />
    </div>
  );
}
