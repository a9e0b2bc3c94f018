import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Result
      data-testid="not-found"
      status="404"
      title={t('common.notFound')}
      subTitle={t('common.notFoundHint')}
      extra={
        <Link to="/">
          <Button type="primary">{t('common.goHome')}</Button>
        </Link>
      }
    />
  );
}
