import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'antd-mobile';
import { SaleState, type TicketSaleDetail } from '@nanhua/contract';
import { BottomBar } from '../../../components/bottom-bar';
import { InfoRow } from '../../../components/info-row';
import { href } from '../../../config/paths';
import { formatMoney, formatTime } from '../../../lib/format';
import { navigateTo } from '../../../lib/navigation';
import { imageSources } from '../../../lib/resource';
import { minutesUntilRelease } from '../../../components/sale-state';
import { SaleStatusTag } from './sale-card';
import { cheapest } from './ticket-purchase';
import './ticket.css';
import { dropsFirstPaint } from '../../../app/first-paint';

/**
 * A sale's page: what, when, where, for how much, and the way to buy while it is on sale. `comingSoon`, when
 * given, takes the bar's place before the sale opens (the page's "Notify me"); `production`, the way to the
 * cast and synopsis of the production staged, follows the facts.
 */
export function SaleDetail({
  sale: s,
  comingSoon,
  production,
}: {
  sale: TicketSaleDetail;
  comingSoon?: ReactNode;
  production?: ReactNode;
}) {
  const { t } = useTranslation();
  const onSale = s.buyStatus === SaleState.OnSale;
  const action =
    s.buyStatus === SaleState.ComingSoon
      ? t('ticket.sale.opensAt', { time: formatTime(s.saleStartAt).slice(0, 16) })
      : s.held
        ? t('enum.saleState.held')
        : s.remaining <= 0
          ? t('ticket.sale.soldOut')
          : onSale
            ? t('ticket.sale.buy')
            : t('ticket.sale.closed');
  return (
    <article
      className={`sale-detail${s.buyStatus === SaleState.ComingSoon && comingSoon ? ' sale-detail--coming' : ''}`}
      data-testid="sale-detail"
    >
      <img
        className="sale-detail__poster"
        {...imageSources(s.poster, '100vw')}
        fetchPriority="high"
        {...dropsFirstPaint}
        width={750}
        height={360}
        alt=""
      />
      <section className="ticket-panel">
        <h2 className="sale-detail__title">{s.title}</h2>
        <div className="sale-detail__price-row">
          <span className="sale-detail__price" data-testid="sale-price">
            {s.prices.length > 0
              ? t('ticket.sale.from', { price: formatMoney(cheapest(s.prices)!.price, s.currency) })
              : formatMoney(s.price, s.currency)}
          </span>
          <SaleStatusTag sale={s} />
        </div>
        {s.prices.length > 0 && (
          <ul className="sale-detail__categories" data-testid="sale-categories">
            {s.prices.map((p) => (
              <li key={p.id}>
                <span>{p.name}</span>
                <span>{formatMoney(p.price, s.currency)}</span>
              </li>
            ))}
          </ul>
        )}
        <InfoRow label={t('ticket.sale.eventTime')} value={formatTime(s.eventAt).slice(0, 16)} />
        <InfoRow label={t('ticket.sale.address')} value={s.venue} />
        <InfoRow label={t('ticket.sale.validity')} value={formatTime(s.validUntil).slice(0, 16)} />
        <InfoRow
          label={t('ticket.sale.window')}
          value={`${formatTime(s.saleStartAt).slice(0, 10)} – ${formatTime(s.saleEndAt).slice(0, 10)}`}
        />
        <InfoRow
          label={t('ticket.sale.remaining')}
          value={
            s.remaining > 0
              ? t('ticket.sale.remainingCount', { count: s.remaining })
              : s.held
                ? t('ticket.sale.heldCount', { count: s.held.seats })
                : t('ticket.sale.soldOut')
          }
          testId="sale-remaining"
        />
        {s.held && (
          <p className="sale-detail__held" data-testid="sale-held">
            {t('ticket.sale.held', { count: minutesUntilRelease(s.held) })}
          </p>
        )}
      </section>
      {production}
      {(s.description || s.summary) && (
        <section className="ticket-panel">
          <h3 className="ticket-panel__title">{t('ticket.sale.about')}</h3>
          <p className="sale-detail__text">{s.description || s.summary}</p>
        </section>
      )}
      <BottomBar>
        {s.buyStatus === SaleState.ComingSoon && comingSoon ? (
          comingSoon
        ) : (
          <Button
            block
            color="primary"
            disabled={!onSale}
            data-testid="sale-buy"
            onClick={() => navigateTo(href('/pages/ticket/buy', { id: s.id }))}
          >
            {action}
          </Button>
        )}
      </BottomBar>
    </article>
  );
}
