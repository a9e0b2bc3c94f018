import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { pendingRoutes } from '@nanhua/contract';
import type { RoutePath } from '../../../config/paths';
import './browse-ui.css';

const tabs = [
  { path: '/pages/discovery/theatre', key: 'browse.discovery.theatre' },
  { path: '/pages/discovery/video', key: 'browse.discovery.video' },
  { path: '/pages/discovery/knowledge', key: 'browse.discovery.knowledge' },
  { path: '/pages/discovery/shopProduct', key: 'browse.discovery.shopProduct' },
] as const satisfies readonly { path: RoutePath; key: string }[];

/** The Discover tab's own sub-navigation; the shop entry appears once its page has landed. */
export function DiscoveryTabs() {
  const { t } = useTranslation();
  return (
    <nav className="discovery-tabs" data-testid="discovery-tabs" aria-label={t('browse.discovery.title')}>
      {tabs
        .filter((tab) => !pendingRoutes.includes(tab.path))
        .map((tab) => (
          <NavLink key={tab.path} to={tab.path} replace className={({ isActive }) => `discovery-tabs__tab${isActive ? ' discovery-tabs__tab--active' : ''}`}>
            {t(tab.key)}
          </NavLink>
        ))}
    </nav>
  );
}
