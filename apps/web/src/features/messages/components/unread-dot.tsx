import { useTranslation } from 'react-i18next';
import { useHasUnread } from '../api/is-exist-unread';
import './message-list.css';

/** The red dot on Mine while any message is unread (`isExistUnread`). */
export function UnreadDot() {
  const { t } = useTranslation();
  const { data } = useHasUnread();
  return data ? (
    <span className="unread-dot" role="status" aria-label={t('account.mine.unread')} data-testid="unread-dot" />
  ) : null;
}
