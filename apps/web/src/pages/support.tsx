import { useTranslation } from 'react-i18next';
import { NavBar } from '../components/nav-bar';
import { ContactChannels } from '../features/contact/components/contact-channels';
import { SupportChannels } from '../features/feedback/components/support-channels';

export default function SupportPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="support-page">
      <NavBar title={t('account.support.title')} />
      <SupportChannels contact={<ContactChannels />} />
    </div>
  );
}
