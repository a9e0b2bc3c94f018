import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog, SwipeAction } from 'antd-mobile';
import type { EngageFamily, Favourite } from '@nanhua/contract';
import { ErrorState } from '../../../components/error-state';
import { ListFooter } from '../../../components/list-footer';
import { PageLoader } from '../../../components/page-loader';
import { formatDate } from '../../../lib/format';
import { resourceUrl } from '../../../lib/resource';
import { useFavourites } from '../api/get-favourites';
import { targetHref } from '../api/families';
import { useSetLike } from '../api/set-like';
import { FamilyEmpty } from './family-empty';
import { FamilyTabs } from './family-tabs';
import './favourites.css';

/** The liked items of one family, as a tab of My Favourites. */
export function FavouriteRows({ family }: { family: EngageFamily }) {
  const { t } = useTranslation();
  const list = useFavourites(family);
  const unlike = useSetLike(family);
  const remove = async (f: Favourite) => {
    const ok = await Dialog.confirm({
      content: t('engage.favourites.removeConfirm', { title: f.title }),
      confirmText: t('engage.common.confirm'),
      cancelText: t('engage.common.cancel'),
    });
    if (ok) await unlike.mutateAsync({ targetId: f.targetId, liked: false }).catch(() => undefined);
  };
  if (list.isPending) return <PageLoader />;
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} />;
  if (list.records.length === 0) return <FamilyEmpty family={family} list="favourites" />;
  return (
    <div className="favourites" data-testid="favourite-list">
      {list.records.map((f) => (
        <SwipeAction
          key={f.targetId}
          rightActions={[
            { key: 'delete', text: t('engage.favourites.remove'), color: 'danger', onClick: () => void remove(f) },
          ]}
        >
          <div className="favourite" data-testid="favourite-row" data-target={f.targetId}>
            <Link className="favourite__link" to={targetHref(f.family, f.targetId, f.parentId)}>
              {f.cover && <img className="favourite__cover" src={resourceUrl(f.cover)} alt="" />}
              <span className="favourite__text">
                <strong className="favourite__title">{f.title}</strong>
                {f.subtitle && <span className="favourite__subtitle">{f.subtitle}</span>}
                <span className="favourite__meta">
                  {t('engage.favourites.likes', { count: f.likeCount })} · {formatDate(f.likedAt)}
                </span>
              </span>
            </Link>
          </div>
        </SwipeAction>
      ))}
      <p className="favourites__hint">{t('engage.favourites.swipeHint')}</p>
      <ListFooter {...list.footer} />
    </div>
  );
}

/** My Favourites: tabs per family, swipe a row left to remove it (unlike). */
export function FavouriteTabs() {
  return <FamilyTabs testId="favourite-tabs">{(family) => <FavouriteRows family={family} />}</FamilyTabs>;
}
