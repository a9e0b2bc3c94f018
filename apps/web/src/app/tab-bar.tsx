import type { ComponentType, MouseEvent, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChannelIcon, DiscoverIcon, HomeIcon, MineIcon, TicketIcon } from '../components/icons';
import { tabTargets } from '../config/paths';
import { navigateTo } from '../lib/navigation';
import { useTabBarVisible } from '../lib/tab-bar-visibility';
import './tab-bar.css';

type TabKey = 'home' | 'channel' | 'discover' | 'tickets' | 'mine';
type TabKind = 'link' | 'disabled' | 'guarded';

const tabs: readonly { key: TabKey; icon: ComponentType<SVGProps<SVGSVGElement>>; kind: TabKind }[] = [
  { key: 'home', icon: HomeIcon, kind: 'link' },
  // SPEC §2: the channel tab has no direct link and is styled as disabled.
  { key: 'channel', icon: ChannelIcon, kind: 'disabled' },
  { key: 'discover', icon: DiscoverIcon, kind: 'link' },
  { key: 'tickets', icon: TicketIcon, kind: 'link' },
  // Mine goes through the common helper, which sends a signed-out user to login.
  { key: 'mine', icon: MineIcon, kind: 'guarded' },
];

/** Bottom tab bar of SPEC §2; `active` is the tab of the current route. */
export function TabBar({ active }: { active: number }) {
  const { t } = useTranslation();
  const visible = useTabBarVisible();

  return (
    <nav className="tab-bar" data-testid="tabbar" hidden={!visible}>
      {tabs.map(({ key, icon: Icon, kind }, i) => {
        const to = tabTargets[i];
        const isActive = i === active;
        const className = `tab-bar__item${isActive ? ' tab-bar__item--active' : ''}${kind === 'disabled' ? ' tab-bar__item--disabled' : ''}`;
        const content = (
          <>
            <Icon className="tab-bar__icon" />
            <span className="tab-bar__label">{t(`tab.${key}`)}</span>
          </>
        );
        if (kind === 'disabled') {
          return (
            <span key={key} className={className} data-testid={`tab-${i}`} aria-disabled="true">
              {content}
            </span>
          );
        }
        if (kind === 'guarded') {
          const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
            e.preventDefault();
            navigateTo(to);
          };
          return (
            <a
              key={key}
              href={`#${to}`}
              className={className}
              data-testid={`tab-${i}`}
              aria-current={isActive ? 'page' : undefined}
              onClick={onClick}
            >
              {content}
            </a>
          );
        }
        return (
          <Link
            key={key}
            to={to}
            className={className}
            data-testid={`tab-${i}`}
            aria-current={isActive ? 'page' : undefined}
          >
            {content}
          </Link>
        );
      })}
    </nav>
  );
}
