import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EventState } from '@nanhua/contract';
import { href } from '../config/paths';
import { DiscoveryTabs } from '../features/browse-ui/components/discovery-tabs';
import { PagedList } from '../features/browse-ui/components/paged-list';
import { Zone } from '../features/browse-ui/components/zone';
import { theatresQueryOptions } from '../features/theatre/api/get-theatres';
import { TheatreCard } from '../features/theatre/components/theatre-card';

/** Discover › Theatre: the calendar, productions and events, then what is starting soon. */
export default function DiscoveryTheatrePage() {
  const { t } = useTranslation();
  return (
    <div data-testid="discovery-theatre-page">
      <DiscoveryTabs />
      <ul className="entry-grid">
        <li>
          <Link
            className="entry-grid__item entry-grid__item--calendar"
            to={href('/pages/theatre/calendar')}
            data-testid="entry-calendar"
          >
            {t('browse.calendar.title')}
          </Link>
        </li>
        <li>
          <Link
            className="entry-grid__item entry-grid__item--productions"
            to={href('/pages/theatreUltimate/index')}
            data-testid="entry-productions"
          >
            {t('browse.production.title')}
          </Link>
        </li>
        <li>
          <Link
            className="entry-grid__item entry-grid__item--events"
            to={href('/pages/theatre/index')}
            data-testid="entry-events"
          >
            {t('browse.theatre.title')}
          </Link>
        </li>
      </ul>
      <Zone
        title={t('browse.theatre.comingUp')}
        moreTo={href('/pages/theatre/index', { status: EventState.StartingSoon })}
      >
        <PagedList
          options={theatresQueryOptions(EventState.StartingSoon)}
          itemKey={(p) => p.id}
          renderItem={(p) => <TheatreCard theatre={p} />}
          testId="discovery-theatre-list"
        />
      </Zone>
    </div>
  );
}
