import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '@nanhua/contract';
import { href } from '../../../config/paths';
import { formatMoney } from '../../../lib/format';
import { imageSources } from '../../../lib/resource';
import { AddToCartButton } from './add-to-cart-button';
import './shop.css';

/** A product tile: cover, title, price (the list price struck through), sales, sold out; Add to cart beside the link. */
export function ProductCard({ product: p }: { product: Product }) {
  return (
    <div className="product-card-box">
      <ProductLink product={p} />
      <AddToCartButton productId={p.id} title={p.title} disabled={p.stock <= 0} compact />
    </div>
  );
}

function ProductLink({ product: p }: { product: Product }) {
  const { t } = useTranslation();
  return (
    <Link
      className="product-card"
      to={href('/pages/shopProduct/detail', { id: p.id })}
      data-testid="product-card"
      data-price={p.price}
    >
      <div className="product-card__frame">
        <img className="product-card__cover" {...imageSources(p.cover, '50vw')} alt="" loading="lazy" />
        {p.stock <= 0 && <span className="product-card__sold-out">{t('shop.list.soldOut')}</span>}
      </div>
      <h3 className="product-card__title">{p.title}</h3>
      <p className="product-card__prices">
        <strong className="product-price" data-testid="product-price">
          {formatMoney(p.price, p.currency)}
        </strong>
        {p.originalPrice !== null && p.originalPrice > p.price && (
          <s className="product-price__original">{formatMoney(p.originalPrice, p.currency)}</s>
        )}
      </p>
      <p className="product-card__meta">{t('shop.list.sold', { count: p.sales })}</p>
    </Link>
  );
}

/** Products two by two (home zone, recommendations). */
export function ProductGrid({ items }: { items: Product[] }) {
  return (
    <ul className="product-grid" data-testid="product-grid">
      {items.map((p) => (
        <li key={p.id}>
          <ProductCard product={p} />
        </li>
      ))}
    </ul>
  );
}
