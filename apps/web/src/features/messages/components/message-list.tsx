import { useTranslation } from 'react-i18next';
import { Dialog, SwipeAction } from 'antd-mobile';
import type { UserMessage } from '@nanhua/contract';
import { Empty } from '../../../components/empty';
import { ErrorState } from '../../../components/error-state';
import { ListFooter } from '../../../components/list-footer';
import { PageLoader } from '../../../components/page-loader';
import { formatRelative } from '../../../lib/format';
import { navigateTo } from '../../../lib/navigation';
import { isAppRoute, isExternalUrl } from '../../../lib/resource';
import { useMessages } from '../api/get-messages';
import { useDeleteMessage } from '../api/delete-message';
import { useSetMessageRead } from '../api/set-message-read';
import './message-list.css';

/** One tab of My Messages: newest first, unread marked; tap reads (and opens its link), swipe deletes. */
export function MessageList({ type }: { type: number | undefined }) {
  const { t } = useTranslation();
  const list = useMessages(type);
  const read = useSetMessageRead();
  const remove = useDeleteMessage();

  const open = async (m: UserMessage) => {
    if (!m.read) await read.mutateAsync(m.id).catch(() => undefined);
    if (m.link && isAppRoute(m.link)) navigateTo(m.link);
    else if (m.link && isExternalUrl(m.link)) window.open(m.link, '_blank', 'noopener');
  };
  const onDelete = async (m: UserMessage) => {
    const ok = await Dialog.confirm({
      content: t('account.messages.deleteConfirm'),
      confirmText: t('account.settings.confirm'),
      cancelText: t('account.settings.cancel'),
    });
    if (ok) await remove.mutateAsync(m.id).catch(() => undefined);
  };

  if (list.isPending) return <PageLoader />;
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} />;
  if (list.records.length === 0) return <Empty />;
  return (
    <div className="message-list" data-testid="message-list">
      {list.records.map((m) => (
        <SwipeAction
          key={m.id}
          rightActions={[
            { key: 'delete', text: t('account.messages.delete'), color: 'danger', onClick: () => void onDelete(m) },
          ]}
        >
          <button
            type="button"
            className={`message-row${m.read ? '' : ' message-row--unread'}`}
            onClick={() => void open(m)}
            data-testid="message-row"
            data-read={m.read}
          >
            <span className="message-row__head">
              {!m.read && <span className="message-row__dot" aria-label={t('account.messages.unread')} />}
              <strong className="message-row__title">{m.title}</strong>
              <time className="message-row__time" dateTime={m.createdAt}>
                {formatRelative(m.createdAt, t)}
              </time>
            </span>
            <span className="message-row__content">{m.content}</span>
            {m.link && <span className="message-row__link">{t('account.messages.open')}</span>}
          </button>
        </SwipeAction>
      ))}
      <ListFooter {...list.footer} />
    </div>
  );
}
