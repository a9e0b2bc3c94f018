import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NavBar } from '../components/nav-bar';
import { AccessibilityStatement } from '../features/accessibility/components/accessibility-statement';
import { ContactChannels } from '../features/contact/components/contact-channels';
import { SupportChannels } from '../features/feedback/components/support-channels';

/**
 * Customer Support; `?section=accessibility` is the accessibility statement (issue 35: SPEC's route table has
 * no screen of its own for it, so it lives under Support, as Mine's VIP Zone lives under the Member Center).
 * Both show the company's contact details from features/contact.
 */
export default function SupportPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  if (params.get('section') === 'accessibility')
    return (
      <div data-testid="support-page">
        <NavBar title={t('account.accessibility.title')} />
        <AccessibilityStatement contact={<ContactChannels />} />
      </div>
    );
  return (
    <div data-testid="support-page">
      <NavBar title={t('account.support.title')} />
      <SupportChannels contact={<ContactChannels />} />
    </div>
  );
}
