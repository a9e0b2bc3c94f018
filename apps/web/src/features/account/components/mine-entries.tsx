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
  | 'vipZone'
  | 'votes'
  | 'voting'
  | 'feedback'
  | 'support'
  | 'settings'
  | 'accessibility';

type Entry = [EntryKey, RoutePath, Record<string, string>?];

const sections: { key: 'orders' | 'community' | 'service'; entries: Entry[] }[] = [
  {
    key: 'orders',
    entries: [
      ['shopOrders', '/pages/shopOrder/index'],
      ['tickets', '/pages/ticket/myTickets'],
      ['memberCenter', '/pages/user/memberCenter'],
      ['vipZone', '/pages/user/memberCenter', { section: 'vip' }],
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
      ['accessibility', '/pages/support/index', { section: 'accessibility' }],
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
          {s.entries.map(([key, path, query]) => (
            <List.Item
              key={key}
              arrowIcon
              extra={extras[key]}
              onClick={() => navigateTo(href(path, query))}
              data-testid={`entry-${key}`}
            >
              {t(`account.mine.entries.${key}`)}
            </List.Item>
          ))}
        </List>
      ))}
    </div>
  );
}
