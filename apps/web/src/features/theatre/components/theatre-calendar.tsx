import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { limits } from '@nanhua/contract';
import { theatreMonthStatsQueryOptions, useTheatreMonthStats } from '../api/get-theatre-month-stats';
import './theatre-calendar.css';

dayjs.extend(utc);
dayjs.extend(timezone);

const today = () => dayjs().tz(limits.timeZone).format('YYYY-MM-DD');

interface TheatreCalendarProps {
  selected: string;
  onSelect: (day: string) => void;
}

/**
 * Performance Calendar: a month in the company's time zone; days with performances are marked. The month
 * shown is the selected day's, so the day list below never belongs to another month: moving the month
 * selects a day of it (today in the current month, else the 1st), then its first performance day on or
 * after that once the month's marks are in — unless a day was tapped meanwhile.
 */
export function TheatreCalendar({ selected, onSelect }: TheatreCalendarProps) {
  const { t, i18n } = useTranslation();
  const month = useMemo(() => dayjs(selected).startOf('month'), [selected]);
  const stats = useTheatreMonthStats(month.year(), month.month() + 1);
  const marks = useMemo(() => new Map((stats.data ?? []).map((s) => [s.date, s.count])), [stats.data]);
  const now = today();
  const queryClient = useQueryClient();
  const headingId = useId();
  // Bumped by every move and tap (and unmount): a month's marks arriving late move only the day their own move chose.
  const picks = useRef(0);
  useEffect(() => () => void picks.current++, []);

  const moveMonth = async (by: number) => {
    const next = month.add(by, 'month');
    const day = now.startsWith(next.format('YYYY-MM')) ? now : next.format('YYYY-MM-DD');
    const pick = ++picks.current;
    onSelect(day);
    const marked = await queryClient
      .ensureQueryData(theatreMonthStatsQueryOptions(next.year(), next.month() + 1))
      .catch(() => null);
    if (!marked || pick !== picks.current) return;
    const first = marked
      .map((s) => s.date)
      .filter((d) => d >= day && d.startsWith(day.slice(0, 7)))
      .sort()[0];
    if (first && first !== day) onSelect(first);
  };
  const tap = (day: string) => {
    picks.current++;
    onSelect(day);
  };

  // Weeks of seven cells (null before the 1st and after the last day): the grid's rows.
  const weeks = useMemo(() => {
    const lead = month.day();
    const cells = [
      ...Array.from({ length: lead }, () => null),
      ...Array.from({ length: month.daysInMonth() }, (_, i) => month.date(i + 1).format('YYYY-MM-DD')),
    ];
    while (cells.length % 7) cells.push(null);
    return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  }, [month]);
  // One tab stop in the grid (ARIA's grid pattern): the selected day; the arrow keys move among the days, Enter or Space picks.
  const grid = useRef<HTMLDivElement>(null);
  // The day the arrows reached, while the selection it started from holds (a new selection is the stop again).
  const [reached, setReached] = useState({ from: selected, day: selected });
  const focusDay = reached.from === selected ? reached.day : selected;
  const setFocusDay = (day: string) => setReached({ from: selected, day });
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${focusDay}"]`)?.focus();
  }, [focusDay]);
  const steps: Record<string, (d: dayjs.Dayjs) => dayjs.Dayjs> = {
    ArrowLeft: (d) => d.subtract(1, 'day'),
    ArrowRight: (d) => d.add(1, 'day'),
    ArrowUp: (d) => d.subtract(7, 'day'),
    ArrowDown: (d) => d.add(7, 'day'),
    Home: (d) => d.subtract(d.day(), 'day'),
    End: (d) => d.add(6 - d.day(), 'day'),
  };
  const onGridKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = steps[e.key];
    const from = e.target instanceof HTMLElement ? e.target.dataset.date : undefined;
    if (!step || !from) return;
    e.preventDefault();
    // Within the month shown: its first and last day stop the arrows (the month buttons change month).
    const to = step(dayjs(from));
    const day = (to.isBefore(month) ? month : to.isAfter(month.endOf('month')) ? month.endOf('month') : to).format(
      'YYYY-MM-DD',
    );
    if (day === focusDay) return void grid.current?.querySelector<HTMLElement>(`[data-date="${day}"]`)?.focus();
    moved.current = true;
    setFocusDay(day);
  };
  // A day's name starts from what the cell shows (its number) in a full date of the current language (WCAG 2.5.3).
  const dayName = (day: string) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${day}T12:00:00Z`),
    );

  return (
    <section className="calendar" data-testid="theatre-calendar" data-month={month.format('YYYY-MM')}>
      <header className="calendar__head">
        <button
          type="button"
          className="calendar__nav"
          aria-label={t('browse.calendar.prev')}
          data-testid="calendar-prev"
          onClick={() => void moveMonth(-1)}
        >
          ‹
        </button>
        <h2 className="calendar__month" id={headingId} data-testid="calendar-month">
          {new Intl.DateTimeFormat(i18n.language, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
            new Date(Date.UTC(month.year(), month.month(), 15)),
          )}
        </h2>
        <button
          type="button"
          className="calendar__nav"
          aria-label={t('browse.calendar.next')}
          data-testid="calendar-next"
          onClick={() => void moveMonth(1)}
        >
          ›
        </button>
      </header>
      <div className="calendar__grid" role="grid" aria-labelledby={headingId} ref={grid} onKeyDown={onGridKey}>
        <div className="calendar__week" role="row">
          {[0, 1, 2, 3, 4, 5, 6].map((d) => {
            const weekday = new Date(Date.UTC(2026, 1, d + 1));
            return (
              <span
                key={`w${d}`}
                className="calendar__weekday"
                role="columnheader"
                aria-label={new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' }).format(
                  weekday,
                )}
              >
                <span aria-hidden="true">
                  {new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' }).format(weekday)}
                </span>
              </span>
            );
          })}
        </div>
        {weeks.map((week, w) => (
          <div key={`r${w}`} className="calendar__week" role="row">
            {week.map((day, i) => {
              if (!day) return <span key={`b${w}-${i}`} role="gridcell" />;
              const count = marks.get(day) ?? 0;
              const cls = [
                'calendar__day',
                count ? 'calendar__day--marked' : '',
                day === selected ? 'calendar__day--selected' : '',
                day === now ? 'calendar__day--today' : '',
              ].join(' ');
              return (
                <span key={day} role="gridcell" className="calendar__cell">
                  <button
                    type="button"
                    className={cls}
                    data-testid="calendar-day"
                    data-date={day}
                    data-count={count}
                    aria-pressed={day === selected}
                    tabIndex={day === focusDay ? 0 : -1}
                    aria-label={count ? t('browse.calendar.dayWithShows', { date: dayName(day), count }) : dayName(day)}
                    onClick={() => tap(day)}
                  >
                    <span>{Number(day.slice(8))}</span>
                    {count > 0 && <i className="calendar__dot" aria-hidden="true" />}
                  </button>
                </span>
              );
            })}
          </div>
        ))}
      </div>
    </section>
  );
}

export const calendarToday = today;
