import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NavBar } from '../components/nav-bar';
import { href } from '../config/paths';
import { LiveClassroom } from '../features/live/components/live-classroom';

/** Live Stream Classroom (SPEC §2, §4): live now, upcoming classes with registration, replays. */
export default function LiveCastIndexPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="live-cast-page">
      <NavBar
        title={t('live.title')}
        right={
          <Link to={href('/pages/liveCastHistory/index')} data-testid="live-replays-nav">
            {t('live.replays')}
          </Link>
        }
      />
      <LiveClassroom />
    </div>
  );
}
