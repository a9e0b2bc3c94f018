import { useTranslation } from 'react-i18next';
import { NavBar } from '../components/nav-bar';
import { href } from '../config/paths';
import { useGoBack } from '../lib/go-back';
import { FeedbackForm } from '../features/feedback/components/feedback-form';

export default function FeedbackPage() {
  const { t } = useTranslation();
  // Opened as the first page (a shared link, after login) there is nothing behind it: Mine, where Feedback lives.
  const back = useGoBack(href('/pages/user/index'));
  return (
    <div data-testid="feedback-page">
      <NavBar title={t('account.feedback.title')} />
      <FeedbackForm onSent={back} />
    </div>
  );
}
