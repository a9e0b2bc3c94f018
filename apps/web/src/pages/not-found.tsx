import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from 'antd-mobile';
import { NavBar } from '../components/nav-bar';
import { homePath } from '../config/paths';
import './not-found.css';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="not-found" data-testid="not-found">
      <NavBar title={t('notFound.title')} />
      <div className="not-found__body">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h2 className="not-found__title">{t('notFound.title')}</h2>
        <p className="not-found__message">{t('notFound.message')}</p>
        <div data-testid="not-found-home">
          <Button color="primary" shape="rounded" onClick={() => navigate(homePath)}>
            {t('notFound.backHome')}
          </Button>
        </div>
      </div>
    </div>
  );
}
