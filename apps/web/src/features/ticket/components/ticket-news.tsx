import { Link } from 'react-router';
import type { TicketNews, TicketNewsDetail } from '@nanhua/contract';
import { href } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { imageSources } from '../../../lib/resource';
import { RichText } from '../../../components/rich-text';
import { useTicketNewsPreview } from '../api/get-ticket-news-preview';
import './ticket.css';

export function TicketNewsCard({ item }: { item: TicketNews }) {
  return (
    <Link
      className="ticket-news-card"
      to={href('/pages/ticketNews/detail', { id: item.id })}
      data-testid="ticket-news-card"
    >
      {item.cover && (
        <img className="ticket-news-card__cover" {...imageSources(item.cover, '96px')} alt="" loading="lazy" />
      )}
      <div className="ticket-news-card__body">
        <h3 className="ticket-news-card__title">{item.title}</h3>
        <p className="ticket-news-card__summary">{item.summary}</p>
        <time className="ticket-news-card__date">{formatDate(item.publishedAt)}</time>
      </div>
    </Link>
  );
}

export function TicketNewsArticle({ item }: { item: TicketNewsDetail }) {
  return (
    <article className="ticket-news-article" data-testid="ticket-news-article">
      {item.cover && <img className="ticket-news-article__cover" {...imageSources(item.cover, '100vw')} alt="" />}
      <h2 className="ticket-news-article__title">{item.title}</h2>
      <time className="ticket-news-card__date">{formatDate(item.publishedAt)}</time>
      <RichText className="ticket-news-article__text" text={item.content} testId="ticket-news-body" />
    </article>
  );
}

/** The tickets tab's two newest news items. */
export function TicketNewsPreview() {
  const { data } = useTicketNewsPreview(2);
  if (!data || data.length === 0) return null;
  return (
    <ul className="ticket-news-preview" data-testid="ticket-news-preview">
      {data.map((n) => (
        <li key={n.id}>
          <TicketNewsCard item={n} />
        </li>
      ))}
    </ul>
  );
}
