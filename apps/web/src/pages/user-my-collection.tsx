import { useTranslation } from 'react-i18next';
import { Tabs } from 'antd-mobile';
import { NavBar } from '../components/nav-bar';
import { engageFamilies } from '../features/comments/api/families';
import { FavouriteRows } from '../features/comments/components/favourite-list';
import { FavouriteProductList, FavouriteSaleList } from '../features/favourites/components/favourite-lists';

/**
 * My Favourites (SPEC's tabs, swipe-to-delete rows): the performances and products kept with ☆ (issue 34
 * item 6), then what was liked with ♡ in each family. Each tab's empty state says what to tap.
 */
export default function MyCollectionPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="my-collection-page">
      <NavBar title={t('engage.favourites.title')} />
      <Tabs defaultActiveKey="sale" data-testid="favourite-tabs">
        <Tabs.Tab key="sale" title={<span data-testid="tab-sale">{t('engage.favourites.tabs.sale')}</span>}>
          <FavouriteSaleList />
        </Tabs.Tab>
        <Tabs.Tab key="product" title={<span data-testid="tab-product">{t('engage.favourites.tabs.product')}</span>}>
          <FavouriteProductList />
        </Tabs.Tab>
        {engageFamilies.map((f) => (
          <Tabs.Tab key={f} title={<span data-testid={`tab-${f}`}>{t(`engage.families.${f}`)}</span>}>
            <FavouriteRows family={f} />
          </Tabs.Tab>
        ))}
      </Tabs>
    </div>
  );
}
