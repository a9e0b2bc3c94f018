import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import { menuFor } from '../app/menu';
import type { Role } from '@nanhua/contract/rules';
import { useMe } from '../lib/session';
import { Dashboard } from '../features/outreach/dashboard';

export default function HomePage() {
  const { t } = useTranslation();
  const { role } = useOutletContext<{ role: Role }>();
  const me = useMe();
  return (
    <div data-testid="home-page">
      <Typography.Title level={3}>{t('home.welcome', { name: me.data?.nickName ?? '' })}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('home.roleIs', { role: t(`roles.${role}`) })} · {t('home.intro')}
      </Typography.Paragraph>
      <Dashboard />
      <Typography.Title level={4}>{t('outreach.dashboard.tools')}</Typography.Title>
      <Row gutter={[16, 16]}>
        {menuFor(role)
          .filter((m) => m.path !== '/')
          .map((m) => (
            <Col key={m.key} xs={24} md={12} xl={6}>
              <Link to={m.path}>
                <Card hoverable>
                  <span style={{ fontSize: 22, marginInlineEnd: 12 }}>{m.icon}</span>
                  {t(m.label)}
                </Card>
              </Link>
            </Col>
          ))}
      </Row>
    </div>
  );
}
