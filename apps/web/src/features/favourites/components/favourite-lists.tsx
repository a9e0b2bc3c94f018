import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog, SwipeAction } from 'antd-mobile';
import { enumLabelKeys, type FavouriteKind } from '@nanhua/contract';
import { Empty } from '../../../components/empty';
import { ErrorState } from '../../../components/error-state';
import { ListFooter } from '../../../components/list-footer';
import { PageLoader } from '../../../components/page-loader';
import { href } from '../../../config/paths';
import { formatMoney, formatTime } from '../../../lib/format';
import { imageSources } from '../../../lib/resource';
import { useFavouriteProducts, useFavouriteSales, useSetFavourite } from '../api/favourites';
import './favourites.css';

/** Where an empty tab sends the member to find something to keep. */
const browse = { sale: href('/pages/ticket/index'), product: href('/pages/shopProduct/index') } as const;

function FavouritesEmpty({ kind }: { kind: FavouriteKind }) {
  const { t } = useTranslation();
  return (
    <div data-testid={`favourites-empty-${kind}`}>
      <Empty
        description={t(`engage.favourites.empty.${kind}`)}
        action={
          <Link to={browse[kind]} data-testid="empty-action">
            {t(`engage.favourites.browse.${kind}`)}
          </Link>
        }
      />
    </div>
  );
}

/** One row: the link to the item, and its remove control — swiped (SPEC) or the ✕ button, for keys and screen readers. */
function Row({
  kind,
  targetId,
  title,
  to,
  children,
}: {
  kind: FavouriteKind;
  targetId: number;
  title: string;
  to: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const set = useSetFavourite();
  const remove = async () => {
    const ok = await Dialog.confirm({
      content: t('engage.favourites.removeConfirm', { title }),
      confirmText: t('engage.common.confirm'),
      cancelText: t('engage.common.cancel'),
    });
    if (ok) await set.mutateAsync({ kind, targetId, favourite: false }).catch(() => undefined);
  };
  return (
    <SwipeAction
      rightActions={[
        { key: 'delete', text: t('engage.favourites.remove'), color: 'danger', onClick: () => void remove() },
      ]}
    >
      <div className="favourite-item" data-testid={`favourite-${kind}`} data-target={targetId}>
        <Link className="favourite-item__link" to={to}>
          {children}
        </Link>
        <button
          type="button"
          className="favourite-item__remove"
          aria-label={t('engage.favourites.removeNamed', { title })}
          data-testid="favourite-remove"
          onClick={() => void remove()}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
    </SwipeAction>
  );
}

/** A tab of My Favourites: loading, failed (retry), empty (where to find something), or its rows and the list's footer. */
function FavouriteList<T>({
  kind,
  list,
  row,
}: {
  kind: FavouriteKind;
  list: {
    isPending: boolean;
    isError: boolean;
    refetch: () => unknown;
    records: T[];
    footer: ComponentProps<typeof ListFooter>;
  };
  row: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (list.isPending) return <PageLoader />;
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} />;
  if (list.records.length === 0) return <FavouritesEmpty kind={kind} />;
  return (
    <div data-testid={`favourite-list-${kind}`}>
      {list.records.map(row)}
      <p className="favourite-items__hint">{t('engage.favourites.swipeHint')}</p>
      <ListFooter {...list.footer} />
    </div>
  );
}

/** My Favourites' performances: poster, title, time and venue, the sale's state now. */
export function FavouriteSaleList() {
  const { t } = useTranslation();
  return (
    <FavouriteList
      kind="sale"
      list={useFavouriteSales()}
      row={(s) => (
        <Row
          key={s.saleId}
          kind="sale"
          targetId={s.saleId}
          title={s.title}
          to={href('/pages/ticket/detail', { id: s.saleId })}
        >
          <img className="favourite-item__cover" {...imageSources(s.poster, '72px')} alt="" loading="lazy" />
          <span className="favourite-item__text">
            <strong className="favourite-item__title">{s.title}</strong>
            <span className="favourite-item__meta">{formatTime(s.eventAt).slice(0, 16)}</span>
            <span className="favourite-item__meta">{s.venue}</span>
            <span className="favourite-item__meta">
              {t(enumLabelKeys.saleState[s.buyStatus as 1 | 2 | 3])} ·{' '}
              {t('ticket.sale.from', { price: formatMoney(s.price, s.currency) })}
            </span>
          </span>
        </Row>
      )}
    />
  );
}

/** My Favourites' products: cover, title, price, and whether it is in stock. */
export function FavouriteProductList() {
  const { t } = useTranslation();
  return (
    <FavouriteList
      kind="product"
      list={useFavouriteProducts()}
      row={(p) => (
        <Row
          key={p.productId}
          kind="product"
          targetId={p.productId}
          title={p.title}
          to={href('/pages/shopProduct/detail', { id: p.productId })}
        >
          <img
            className="favourite-item__cover favourite-item__cover--square"
            {...imageSources(p.cover, '72px')}
            alt=""
            loading="lazy"
          />
          <span className="favourite-item__text">
            <strong className="favourite-item__title">{p.title}</strong>
            <span className="favourite-item__price">{formatMoney(p.price, p.currency)}</span>
            <span className="favourite-item__meta">
              {p.stock > 0 ? t('shop.detail.stockCount', { count: p.stock }) : t('shop.list.soldOut')}
            </span>
          </span>
        </Row>
      )}
    />
  );
}
