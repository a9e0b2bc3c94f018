import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EngageFamily } from '@nanhua/contract';
import { Empty } from '../../../components/empty';
import { browseHref } from '../api/families';

/**
 * An empty tab of My Favourites or My Comments: what to do for something to show here (tap ♡, write a
 * comment) and a way to where the family's items are.
 */
export function FamilyEmpty({ family, list }: { family: EngageFamily; list: 'favourites' | 'myComments' }) {
  const { t } = useTranslation();
  return (
    <div data-testid={`${list === 'favourites' ? 'favourites' : 'comments'}-empty-${family}`}>
      <Empty
        description={t(`engage.${list}.empty.${family}`)}
        action={
          <Link to={browseHref(family)} data-testid="empty-action">
            {t(`engage.browseFamily.${family}`)}
          </Link>
        }
      />
    </div>
  );
}
