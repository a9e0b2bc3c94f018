import { Suspense } from 'react';
import { Button, Flex, Layout, Menu, Result, Space, Spin, Tag, Typography } from 'antd';
import { LogoutOutlined, TranslationOutlined } from '@ant-design/icons';
import { isSignedIn } from '@nanhua/client';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { setLocale } from '../lib/i18n';
import { signInHref } from '../lib/navigation';
import { canCall, type Role } from '@nanhua/contract/rules';
import { useMe, useSignOut, type StaffUser } from '../lib/session';
import { entryOf, menuFor } from './menu';
import { mainId, skipToContent, useRouteFocus } from './route-focus';

/** Its name is the visible word, the language it switches to (WCAG 2.5.3); what it does is its description. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  return (
    <Button
      icon={<TranslationOutlined aria-hidden />}
      title={t('header.switchToLabel')}
      data-testid="language-toggle"
      onClick={() => void setLocale(i18n.language === 'en' ? 'zh-Hans' : 'en')}
    >
      <span lang={i18n.language === 'en' ? 'zh-Hans' : 'en'}>{t('header.switchTo')}</span>
    </Button>
  );
}

export function SideMenu({ role }: { role: Role }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = menuFor(role).map((m) => ({ key: m.key, icon: m.icon, label: <Link to={m.path}>{t(m.label)}</Link> }));
  const active = entryOf(pathname);
  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={active ? [active.key] : []}
      data-testid="side-menu"
      style={{ borderInlineEnd: 'none' }}
    />
  );
}

function Header({ user }: { user: StaffUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <Layout.Header style={{ background: '#fff', borderBottom: '1px solid #f0f0f0', paddingInline: 24 }}>
      <Flex align="center" justify="space-between" style={{ height: '100%' }}>
        <Typography.Text strong className="console-brand" style={{ fontSize: 16 }}>
          {t('app.company')}
        </Typography.Text>
        <Space size="middle">
          <span className="console-staff-name" data-testid="staff-name">
            {user.nickName}
          </span>
          <Tag color="red" data-testid="staff-role">
            {t(`roles.${user.role}`)}
          </Tag>
          <LanguageToggle />
          <Button
            icon={<LogoutOutlined />}
            data-testid="sign-out"
            onClick={() => void signOut().then(() => navigate('/sign-in', { replace: true }))}
          >
            {t('header.signOut')}
          </Button>
        </Space>
      </Flex>
    </Layout.Header>
  );
}

/** A page the role may not use says so (the server would refuse its calls anyway). */
function Guarded({ role }: { role: Role }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entry = entryOf(pathname);
  if (entry?.call && !canCall(role, entry.call))
    return (
      <Result
        status="403"
        title={t('common.noAccess')}
        extra={
          <Link to="/">
            <Button type="primary">{t('common.goHome')}</Button>
          </Link>
        }
      />
    );
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
      <Outlet context={{ role }} />
    </Suspense>
  );
}

/** The signed-in console: side menu by role, header, the page. Not signed in → sign-in, then back here. */
export function Shell() {
  const { t } = useTranslation();
  const location = useLocation();
  const me = useMe();
  useRouteFocus();
  if (!isSignedIn()) return <Navigate to={signInHref(location.pathname + location.search)} replace />;
  if (me.isPending) return <Spin fullscreen />;
  if (me.isError)
    return (
      <Result
        status="warning"
        title={t('common.loadFailed')}
        extra={<Button onClick={() => void me.refetch()}>{t('common.retry')}</Button>}
      />
    );
  if (me.data.role === 'member') return <Navigate to="/sign-in?staffOnly=1" replace />;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <a className="skip-link" href={`#${mainId}`} onClick={skipToContent} data-testid="skip-link">
        {t('header.skipToContent')}
      </a>
      <Layout.Sider
        width={220}
        theme="light"
        breakpoint="md"
        collapsedWidth={0}
        style={{ borderInlineEnd: '1px solid #f0f0f0' }}
      >
        <div
          style={{ padding: '20px 24px', fontWeight: 600, fontSize: 18, color: '#c8161d' }}
          data-testid="console-brand"
        >
          {t('app.name')}
        </div>
        <SideMenu role={me.data.role} />
      </Layout.Sider>
      <Layout>
        <Header user={me.data} />
        <Layout.Content id={mainId} tabIndex={-1} style={{ padding: 24 }}>
          <Guarded role={me.data.role} />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
