import { useTranslation } from 'react-i18next';
import { useSetAllMessagesRead } from '../api/set-all-messages-read';

import './message-list.css';

export function ReadAllButton() {
  const { t } = useTranslation();
  const readAll = useSetAllMessagesRead();
  return (
    <button
      type="button"
      className="read-all-button"
      disabled={readAll.isPending}
      onClick={() => readAll.mutate()}
      data-testid="read-all"
    >
      {t('account.messages.readAll')}
    </button>
  );
}
