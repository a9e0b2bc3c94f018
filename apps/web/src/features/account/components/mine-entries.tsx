import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { List } from 'antd-mobile';
import { href, type RoutePath } from '../../../config/paths';
import { navigateTo } from '../../../lib/navigation';

type EntryKey =
  | 'shopOrders'
  | 'tickets'
  | 'memberOrders'
  | 'favourites'
  | 'comments'
  | 'messages'
  | 'addresses'
  | 'memberCenter'
  | 'votes'
  | 'voting'
  | 'feedback'
  | 'support'
  | 'settings';

const sections: { key: 'orders' | 'community' | 'service'; entries: [EntryKey, RoutePath][] }[] = [
  {
    key: 'orders',
    entries: [
      ['shopOrders', '/pages/shopOrder/index'],
      ['tickets', '/pages/ticket/myTickets'],
      ['memberCenter', '/pages/user/memberCenter'],
      ['memberOrders', '/pages/user/memberOrder'],
    ],
  },
  {
    key: 'community',
    entries: [
      ['messages', '/pages/userMessage/index'],
      ['favourites', '/pages/user/myCollection'],
      ['comments', '/pages/user/myComment'],
      ['voting', '/pages/vote/index'],
      ['votes', '/pages/vote/myVotes'],
    ],
  },
  {
    key: 'service',
    entries: [
      ['addresses', '/pages/userDeliveryAddress/index'],
      ['feedback', '/pages/feedback/add'],
      ['support', '/pages/support/index'],
      ['settings', '/pages/user/setUp'],
    ],
  },
];

/** Every user page, grouped; `extras` puts something beside an entry (the unread dot on messages). */
export function MineEntries({ extras = {} }: { extras?: Partial<Record<EntryKey, ReactNode>> }) {
  const { t } = useTranslation();
  return (
    <div className="mine-entries" data-testid="mine-entries">
      {sections.map((s) => (
        <List key={s.key} header={t(`account.mine.sections.${s.key}`)} mode="card">
          {s.entries.map(([key, path]) => (
            <List.Item key={key} arrowIcon extra={extras[key]} onClick={() => navigateTo(href(path))} data-testid={`entry-${key}`}>
              {t(`account.mine.entries.${key}`)}
            </List.Item>
          ))}
        </List>
      ))}
    </div>
  );
}
