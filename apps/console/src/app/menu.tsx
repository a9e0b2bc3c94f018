import type { ReactNode } from 'react';
import { AuditOutlined, FileTextOutlined, CarOutlined, HomeOutlined, ScanOutlined, VideoCameraOutlined } from '@ant-design/icons';
import type { CallPath } from '@nanhua/client';
import { canCall, type Role } from '../lib/roles';

export interface MenuEntry {
  key: string;
  /** The page's path inside the console (also the prefix of its sub-pages). */
  path: string;
  /** i18n key of its label. */
  label: string;
  icon: ReactNode;
  /** The staff call the page lists from: a role sees the page exactly when it may make that call. */
  call?: CallPath;
}

/**
 * The side menu, one row per page. Which role sees which page follows the call table's roles (editor:
 * content, sales, products, packages, live classes; boxOffice: orders, refunds, check-in, shipping;
 * support: members, feedback, moderation, live classes; admin everything), so the menu can never offer
 * a page whose calls the server would refuse. A family's page joins here when its calls exist.
 */
export const menu: MenuEntry[] = [
  { key: 'home', path: '/', label: 'nav.home', icon: <HomeOutlined /> },
  { key: 'liveClasses', path: '/live-classes', label: 'nav.liveClasses', icon: <VideoCameraOutlined />, call: '/admin/liveCast/class/get' },
  { key: 'refunds', path: '/refunds', label: 'nav.refunds', icon: <AuditOutlined />, call: '/admin/orderReturn/get' },
  { key: 'shipping', path: '/shipping', label: 'nav.shipping', icon: <CarOutlined />, call: '/admin/shop/order/get' },
  { key: 'checkIn', path: '/check-in', label: 'nav.checkIn', icon: <ScanOutlined />, call: '/admin/ticket/checkIn' },
  // Content families (issue 13): one entry, the families grouped on its page and in its switcher.
  { key: 'content', path: '/content', label: 'content.nav', icon: <FileTextOutlined />, call: '/admin/news/list' },
];

export const menuFor = (role: Role | null | undefined): MenuEntry[] => menu.filter((m) => !m.call || canCall(role, m.call));

/** The menu entry a console path belongs to (its own page or a sub-page). */
export const entryOf = (pathname: string): MenuEntry | undefined =>
  menu.filter((m) => m.path !== '/').find((m) => pathname === m.path || pathname.startsWith(`${m.path}/`)) ?? (pathname === '/' ? menu[0] : undefined);
