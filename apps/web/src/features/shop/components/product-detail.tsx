import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'antd-mobile';
import { memberDiscountCents, type ProductDetail as Detail } from '@nanhua/contract';
import { Carousel } from '../../../components/carousel';
import { PopupSheet } from '../../../components/popup-sheet';
import { BottomBar } from '../../../components/bottom-bar';
import { href } from '../../../config/paths';
import { formatMoney } from '../../../lib/format';
import { navigateTo } from '../../../lib/navigation';
import { imageSources } from '../../../lib/resource';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { maxQuantity } from './quantity';
import { AddToCartButton } from './add-to-cart-button';
import './shop.css';
import { dropsFirstPaint } from '../../../app/first-paint';

/** A product: images, price (and the member price when the caller has a discount, in the buy sheet too), stock, sales, description, Add to cart and Buy now. */
export function ProductDetail({ product: p }: { product: Detail }) {
  const { t } = useTranslation();
  const [buying, setBuying] = useState(false);
  const [quantity, setQuantity] = useState(1);
  const images = p.images.length > 0 ? p.images : [p.cover];
  const soldOut = p.stock <= 0;
  const memberPrice = p.price - memberDiscountCents(p.price, p.memberDiscountPercent);
  return (
    <div className="product-detail" data-testid="product-detail">
      <Carousel
        className="product-detail__images"
        label={p.title}
        autoplay={false}
        slides={images.map((src, i) => (
          <img
            key={i}
            className="product-detail__image"
            {...imageSources(src, '100vw')}
            // The first picture is the page's largest paint; the others wait until swiped to.
            {...(i === 0 ? { fetchPriority: 'high' as const, ...dropsFirstPaint } : { loading: 'lazy' as const })}
            width={1}
            height={1}
            alt={i === 0 ? p.title : ''}
            draggable={false}
          />
        ))}
      />
      <section className="shop-panel">
        <p className="product-detail__prices">
          <strong className="product-price product-price--large" data-testid="detail-price">
            {formatMoney(p.price, p.currency)}
          </strong>
          {p.originalPrice !== null && p.originalPrice > p.price && (
            <s className="product-price__original">{formatMoney(p.originalPrice, p.currency)}</s>
          )}
        </p>
        {p.memberDiscountPercent > 0 && (
          <p className="product-detail__member" data-testid="member-price">
            {t('shop.detail.memberPrice', {
              price: formatMoney(memberPrice, p.currency),
              percent: p.memberDiscountPercent,
            })}
          </p>
        )}
        <h1 className="product-detail__title">{p.title}</h1>
        <p className="product-detail__facts">
          <span data-testid="detail-stock">
            {soldOut ? t('shop.list.soldOut') : t('shop.detail.stockCount', { count: p.stock })}
          </span>
          <span>{t('shop.list.sold', { count: p.sales })}</span>
          <span>{p.cateName}</span>
        </p>
      </section>
      {(p.description || p.summary) && (
        <section className="shop-panel">
          <h2 className="shop-panel__title">{t('shop.detail.description')}</h2>
          <p className="product-detail__text">{p.description || p.summary}</p>
        </section>
      )}
      <BottomBar>
        <AddToCartButton productId={p.id} title={p.title} disabled={soldOut} />
        <Button
          className="buy-now"
          color="primary"
          disabled={soldOut}
          data-testid="buy-now"
          onClick={() => setBuying(true)}
        >
          {soldOut ? t('shop.list.soldOut') : t('shop.detail.buy')}
        </Button>
      </BottomBar>
      <PopupSheet visible={buying} onClose={() => setBuying(false)} title={p.title} testId="buy-sheet">
        <div className="buy-sheet">
          <div className="buy-sheet__row">
            <span>{t('ticket.order.quantity')}</span>
            <QuantityStepper
              value={quantity}
              max={maxQuantity(p.stock)}
              disabled={p.stock <= 0}
              onChange={setQuantity}
            />
          </div>
          <p className="buy-sheet__hint" data-testid="buy-sheet-total">
            {t('shop.detail.stockCount', { count: p.stock })} ·{' '}
            {formatMoney(
              p.price * quantity - memberDiscountCents(p.price * quantity, p.memberDiscountPercent),
              p.currency,
            )}
            {p.memberDiscountPercent > 0 && ` (${t('shop.detail.memberPriceShort')})`}
          </p>
          <Button
            block
            color="primary"
            data-testid="buy-confirm"
            onClick={() => {
              setBuying(false);
              navigateTo(href('/pages/shopOrder/placeOrder', { id: p.id, quantity }));
            }}
          >
            {t('shop.detail.next')}
          </Button>
        </div>
      </PopupSheet>
    </div>
  );
}
