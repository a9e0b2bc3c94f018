import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { List } from 'antd-mobile';
import { href } from '../../../config/paths';
import { formatMonthDay } from '../../../lib/format';
import { navigateTo } from '../../../lib/navigation';
import { useLiveMeetings } from '../api/get-meetings';
import './live.css';

/**
 * The way into the Live Stream Classroom from Home and Discover: says what is live now or comes next,
 * and is still there (with the general line) when nothing is scheduled or the list cannot be had.
 */
export function LiveEntry({ testId = 'live-entry' }: { testId?: string }) {
  const { t } = useTranslation();
  const { data } = useLiveMeetings({ poll: false });
  const live = data?.live[0];
  const next = data?.upcoming[0];
  return (
    <Link
      className="live-entry"
      to={href('/pages/liveCast/index')}
      data-testid={testId}
      data-live={live ? 'true' : 'false'}
    >
      <span className="live-entry__body">
        <span className="live-entry__title">{t('live.home.zone')}</span>
        <span className="live-entry__text">
          {live ? (
            <>
              <span className="live-badge">
                <span className="live-badge__dot" aria-hidden="true" />
                {t('live.liveNow')}
              </span>
              {live.title}
            </>
          ) : next ? (
            t('live.home.next', { date: formatMonthDay(next.startAt), title: next.title })
          ) : (
            t('live.home.entry')
          )}
        </span>
      </span>
      <span className="live-entry__go" aria-hidden="true">
        {t('live.home.open')}
      </span>
    </Link>
  );
}

/** Mine: one row to the classroom. */
export function LiveMineEntry() {
  const { t } = useTranslation();
  return (
    <List mode="card">
      <List.Item arrowIcon onClick={() => navigateTo(href('/pages/liveCast/index'))} data-testid="entry-liveCast">
        {t('live.mine.entry')}
      </List.Item>
    </List>
  );
}
