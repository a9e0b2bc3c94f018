import { Link } from 'react-router';
import type { NewsDetail as Detail, NewsItem, SystemNews } from '@nanhua/contract';
import { href } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { imageSources } from '../../../lib/resource';
import { RichText, plainText } from '../../../components/rich-text';
import './news.css';

export function NewsCard({ item: n }: { item: NewsItem }) {
  return (
    <Link className="news-card" to={href('/pages/news/detail', { id: n.id })} data-testid="news-card">
      <div className="news-card__body">
        <h3 className="news-card__title">{n.title}</h3>
        <p className="news-card__summary">{n.summary}</p>
        <time className="news-card__date">{formatDate(n.publishedAt)}</time>
      </div>
      {n.cover && <img className="news-card__cover" {...imageSources(n.cover, '96px')} alt="" loading="lazy" />}
    </Link>
  );
}

export function NewsDetail({ item: n }: { item: Detail }) {
  return (
    <article className="news-detail" data-testid="news-detail">
      <h2 className="news-detail__title">{n.title}</h2>
      <time className="news-card__date">{formatDate(n.publishedAt)}</time>
      {n.cover && <img className="news-detail__cover" {...imageSources(n.cover, '100vw')} alt="" />}
      <RichText className="news-detail__text" text={n.content} testId="news-body" />
    </article>
  );
}

export function SystemNewsCard({ item: n }: { item: SystemNews }) {
  return (
    <Link className="news-card" to={href('/pages/systemNews/detail', { id: n.id })} data-testid="system-news-card">
      <div className="news-card__body">
        <h3 className="news-card__title">{n.title}</h3>
        <p className="news-card__summary">{plainText(n.content)}</p>
        <time className="news-card__date">{formatDate(n.publishedAt)}</time>
      </div>
    </Link>
  );
}

export function SystemNewsDetail({ item: n }: { item: SystemNews }) {
  return (
    <article className="news-detail" data-testid="system-news-detail">
      <h2 className="news-detail__title">{n.title}</h2>
      <time className="news-card__date">{formatDate(n.publishedAt)}</time>
      <RichText className="news-detail__text" text={n.content} testId="system-news-body" />
    </article>
  );
}
