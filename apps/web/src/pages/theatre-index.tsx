import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EventState, enumLabelKeys } from '@nanhua/contract';
import { NavBar } from '../components/nav-bar';
import { href } from '../config/paths';
import { ChipTabs } from '../features/browse-ui/components/chip-tabs';
import { PagedList } from '../features/browse-ui/components/paged-list';
import { theatresQueryOptions } from '../features/theatre/api/get-theatres';
import { TheatreCard } from '../features/theatre/components/theatre-card';

const states = [EventState.StartingSoon, EventState.NotYetOpen, EventState.Past] as const;

/** Performance Events by state; the calendar is one tap away. */
export default function TheatreIndexPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = Number(params.get('status')) || 0;
  return (
    <div data-testid="theatre-index-page">
      <NavBar
        title={t('browse.theatre.title')}
        right={
          <Link to={href('/pages/theatre/calendar')} className="nav-link" data-testid="open-calendar">
            {t('browse.calendar.short')}
          </Link>
        }
      />
      <ChipTabs
        testId="theatre-status-tabs"
        active={status}
        onChange={(s) => setParams(s ? { status: String(s) } : {}, { replace: true })}
        items={[
          { key: 0, label: t('browse.common.all') },
          ...states.map((s) => ({ key: s as number, label: t(enumLabelKeys.eventState[s]) })),
        ]}
      />
      <PagedList
        options={theatresQueryOptions(status || undefined)}
        itemKey={(p) => p.id}
        renderItem={(p) => <TheatreCard theatre={p} />}
        testId="theatre-list"
      />
    </div>
  );
}
