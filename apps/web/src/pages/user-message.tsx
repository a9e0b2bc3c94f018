import { useTranslation } from 'react-i18next';
import { NavBar } from '../components/nav-bar';
import { MessageTabs } from '../features/messages/components/message-tabs';
import { ReadAllButton } from '../features/messages/components/read-all-button';

export default function MessagesPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="messages-page">
      <NavBar title={t('account.messages.title')} right={<ReadAllButton />} />
      <MessageTabs />
    </div>
  );
}
