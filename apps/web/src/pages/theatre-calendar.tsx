import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Empty } from '../components/empty';
import { ErrorState } from '../components/error-state';
import { NavBar } from '../components/nav-bar';
import { PageLoader } from '../components/page-loader';
import { formatMonthDay } from '../lib/format';
import { useTheatresByDate } from '../features/theatre/api/get-theatres-by-date';
import { TheatreList } from '../features/theatre/components/theatre-card';
import { calendarToday, TheatreCalendar } from '../features/theatre/components/theatre-calendar';

const isDay = (v: string | null): v is string => Boolean(v && /^\d{4}-\d{2}-\d{2}$/.test(v));

/** Performance Calendar: marked days of the month, and the performances of the chosen day. */
export default function TheatreCalendarPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('date');
  const day = isDay(raw) ? raw : calendarToday();
  const list = useTheatresByDate(day);
  return (
    <div data-testid="theatre-calendar-page">
      <NavBar title={t('browse.calendar.title')} />
      <TheatreCalendar selected={day} onSelect={(d) => setParams({ date: d }, { replace: true })} />
      <section className="calendar-day-list" data-testid="calendar-day-list" data-date={day}>
        <h2 className="calendar-day-list__title">
          {t('browse.calendar.dayTitle', { date: formatMonthDay(`${day}T12:00:00+08:00`) })}
        </h2>
        {list.isPending ? (
          <PageLoader onReload={() => void list.refetch()} />
        ) : list.isError ? (
          <ErrorState onRetry={() => void list.refetch()} />
        ) : list.data.length === 0 ? (
          <Empty description={t('browse.calendar.none')} />
        ) : (
          <TheatreList items={list.data} />
        )}
      </section>
    </div>
  );
}
