import { useTranslation } from 'react-i18next';
import { NavBar } from '../components/nav-bar';
import { FavouriteTabs } from '../features/comments/components/favourite-list';

/** My Favourites: what I liked, in tabs per family, swipe-to-delete rows. */
export default function MyCollectionPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="my-collection-page">
      <NavBar title={t('engage.favourites.title')} />
      <FavouriteTabs />
    </div>
  );
}
