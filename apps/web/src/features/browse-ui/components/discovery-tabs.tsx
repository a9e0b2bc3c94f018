import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { pendingRoutes } from '@nanhua/contract';
import { href, type RoutePath } from '../../../config/paths';
import './browse-ui.css';

const tabs = [
  { path: '/pages/discovery/theatre', key: 'browse.discovery.theatre' },
  { path: '/pages/discovery/video', key: 'browse.discovery.video' },
  { path: '/pages/discovery/knowledge', key: 'browse.discovery.knowledge' },
  { path: '/pages/discovery/shopProduct', key: 'browse.discovery.shopProduct' },
] as const satisfies readonly { path: RoutePath; key: string }[];

const vipZone = '/pages/user/memberCenter' satisfies RoutePath;

/** The Discover tab's own sub-navigation, and the way into the member centre's VIP Zone; entries appear once their pages have landed. */
export function DiscoveryTabs() {
  const { t } = useTranslation();
  return (
    <nav className="discovery-tabs" data-testid="discovery-tabs" aria-label={t('browse.discovery.title')}>
      {tabs
        .filter((tab) => !pendingRoutes.includes(tab.path))
        .map((tab) => (
          <NavLink
            key={tab.path}
            to={tab.path}
            replace
            className={({ isActive }) => `discovery-tabs__tab${isActive ? ' discovery-tabs__tab--active' : ''}`}
          >
            {t(tab.key)}
          </NavLink>
        ))}
      {!pendingRoutes.includes(vipZone) && (
        <Link
          to={href(vipZone, { section: 'vip' })}
          className="discovery-tabs__tab"
          style={{ color: 'var(--nh-gold-text)', fontWeight: 600 }}
          data-testid="discovery-vip"
        >
          {t('shop.discovery.vip')}
        </Link>
      )}
    </nav>
  );
}
