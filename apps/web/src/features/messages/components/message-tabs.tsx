import { useTranslation } from 'react-i18next';
import { Tabs } from 'antd-mobile';
import { MessageType } from '@nanhua/contract';
import { MessageList } from './message-list';

const tabs = [
  { key: 'all', type: undefined, label: 'account.messages.types.all' },
  { key: 'system', type: MessageType.System, label: 'account.messages.types.system' },
  { key: 'orders', type: MessageType.Orders, label: 'account.messages.types.orders' },
  { key: 'interactions', type: MessageType.Interactions, label: 'account.messages.types.interactions' },
] as const;

/** My Messages by type. */
export function MessageTabs() {
  const { t } = useTranslation();
  return (
    <Tabs defaultActiveKey="all" data-testid="message-tabs">
      {tabs.map((tab) => (
        <Tabs.Tab key={tab.key} title={t(tab.label)}>
          <MessageList type={tab.type} />
        </Tabs.Tab>
      ))}
    </Tabs>
  );
}
