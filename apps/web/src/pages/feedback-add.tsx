import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NavBar } from '../components/nav-bar';
import { FeedbackForm } from '../features/feedback/components/feedback-form';

export default function FeedbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div data-testid="feedback-page">
      <NavBar title={t('account.feedback.title')} />
      <FeedbackForm onSent={() => navigate(-1)} />
    </div>
  );
}
