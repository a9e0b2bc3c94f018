import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  CarOutlined,
  CommentOutlined,
  CrownOutlined,
  FileImageOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  HomeOutlined,
  KeyOutlined,
  MailOutlined,
  MessageOutlined,
  NotificationOutlined,
  PhoneOutlined,
  ScanOutlined,
  ShoppingOutlined,
  TagsOutlined,
  TeamOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { CallPath } from '@nanhua/client';
import { canCall, type Role } from '@nanhua/contract/rules';

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
  // Content and sales (editor): every content family on one page, ticket sales, shop, packages, media, live classes
  { key: 'content', path: '/content', label: 'content.nav', icon: <FileTextOutlined />, call: '/admin/news/list' },
  {
    key: 'ticketSales',
    path: '/ticket-sales',
    label: 'sales.nav.ticketSales',
    icon: <TagsOutlined />,
    call: '/admin/ticketSale/list',
  },
  {
    key: 'products',
    path: '/products',
    label: 'sales.nav.products',
    icon: <ShoppingOutlined />,
    call: '/admin/product/list',
  },
  {
    key: 'shopCategories',
    path: '/shop-categories',
    label: 'sales.nav.shopCategories',
    icon: <AppstoreOutlined />,
    call: '/admin/shopCategory/list',
  },
  {
    key: 'memberPackages',
    path: '/member-packages',
    label: 'sales.nav.memberPackages',
    icon: <CrownOutlined />,
    call: '/admin/memberPackage/list',
  },
  { key: 'media', path: '/media', label: 'media.nav', icon: <FileImageOutlined />, call: '/admin/media/list' },
  {
    key: 'liveClasses',
    path: '/live-classes',
    label: 'nav.liveClasses',
    icon: <VideoCameraOutlined />,
    call: '/admin/liveCast/class/get',
  },
  // Box office: orders, refunds and returns, shipping, the door
  { key: 'orders', path: '/orders', label: 'orders.nav', icon: <FileSearchOutlined />, call: '/admin/order/search' },
  {
    key: 'reports',
    path: '/reports',
    label: 'reports.nav',
    icon: <BarChartOutlined />,
    call: '/admin/report/performances',
  },
  { key: 'refunds', path: '/refunds', label: 'nav.refunds', icon: <AuditOutlined />, call: '/admin/orderReturn/get' },
  { key: 'shipping', path: '/shipping', label: 'nav.shipping', icon: <CarOutlined />, call: '/admin/shop/order/get' },
  { key: 'checkIn', path: '/check-in', label: 'nav.checkIn', icon: <ScanOutlined />, call: '/admin/ticket/checkIn' },
  // Support: members, feedback, broadcast, moderation, the mail queue
  {
    key: 'members',
    path: '/members',
    label: 'members.nav.members',
    icon: <TeamOutlined />,
    call: '/admin/member/list',
  },
  {
    key: 'feedback',
    path: '/feedback',
    label: 'members.nav.feedback',
    icon: <MessageOutlined />,
    call: '/admin/feedback/list',
  },
  {
    key: 'broadcast',
    path: '/broadcast',
    label: 'outreach.nav.broadcast',
    icon: <NotificationOutlined />,
    call: '/admin/broadcast/list',
  },
  {
    key: 'moderation',
    path: '/moderation',
    label: 'outreach.nav.moderation',
    icon: <CommentOutlined />,
    call: '/admin/moderation/comments',
  },
  { key: 'mailQueue', path: '/mail-queue', label: 'mail.nav', icon: <MailOutlined />, call: '/admin/mail/list' },
  // Administration: the company's contact details, staff accounts, the audit log; every staff member: their own password
  {
    key: 'companyContact',
    path: '/company-contact',
    label: 'companyContact.nav',
    icon: <PhoneOutlined />,
    call: '/admin/companyContact/get',
  },
  {
    key: 'staffAccounts',
    path: '/staff-accounts',
    label: 'staff.nav.accounts',
    icon: <TeamOutlined />,
    call: '/admin/staffAccount/list',
  },
  {
    key: 'auditLog',
    path: '/audit-log',
    label: 'staff.nav.audit',
    icon: <FileSearchOutlined />,
    call: '/admin/audit/list',
  },
  {
    key: 'myPassword',
    path: '/my-password',
    label: 'staff.nav.password',
    icon: <KeyOutlined />,
    call: '/admin/me/password',
  },
];

export const menuFor = (role: Role | null | undefined): MenuEntry[] =>
  menu.filter((m) => !m.call || canCall(role, m.call));

/** The menu entry a console path belongs to (its own page or a sub-page). */
export const entryOf = (pathname: string): MenuEntry | undefined =>
  menu.filter((m) => m.path !== '/').find((m) => pathname === m.path || pathname.startsWith(`${m.path}/`)) ??
  (pathname === '/' ? menu[0] : undefined);
