import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Shell } from './shell';

// One chunk per page: the sign-in page never loads a table, the check-in desk never the forms.
const SignIn = lazy(() => import('../pages/sign-in'));
const Home = lazy(() => import('../pages/home'));
const LiveClasses = lazy(() => import('../pages/live-classes'));
const LiveClassEdit = lazy(() => import('../pages/live-class-edit'));
const Refunds = lazy(() => import('../pages/refunds'));
const Shipping = lazy(() => import('../pages/shipping'));
const CheckIn = lazy(() => import('../pages/check-in'));
const NotFound = lazy(() => import('../pages/not-found'));
// Media library (helper CM)
const Media = lazy(() => import('../pages/media'));
// Members and feedback (issue 14)
const Members = lazy(() => import('../pages/members'));
const MemberDetail = lazy(() => import('../pages/member-detail'));
const Feedback = lazy(() => import('../pages/feedback'));
// Broadcast, moderation (issue 14)
const Broadcast = lazy(() => import('../pages/broadcast'));
const Moderation = lazy(() => import('../pages/moderation'));
// Sales, shop, packages, staff accounts, audit log, my password (issue 13, helper CS)
const TicketSales = lazy(() => import('../pages/ticket-sales'));
const TicketSaleEdit = lazy(() => import('../pages/ticket-sale-edit'));
const ShopCategories = lazy(() => import('../pages/shop-categories'));
const ShopCategoryEdit = lazy(() => import('../pages/shop-category-edit'));
const Products = lazy(() => import('../pages/products'));
const ProductEdit = lazy(() => import('../pages/product-edit'));
const MemberPackages = lazy(() => import('../pages/member-packages'));
const MemberPackageEdit = lazy(() => import('../pages/member-package-edit'));
const StaffAccounts = lazy(() => import('../pages/staff-accounts'));
const AuditLog = lazy(() => import('../pages/audit-log'));
const MyPassword = lazy(() => import('../pages/my-password'));
// The outgoing mail queue (issue 32)
const MailQueue = lazy(() => import('../pages/mail-queue'));
// The company's contact details (issue 34)
const CompanyContact = lazy(() => import('../pages/company-contact'));
// Box office (issue 14): order search and the order page
const Orders = lazy(() => import('../pages/orders'));
const Order = lazy(() => import('../pages/order'));
// Reports (issue 37): per performance and the settlement per period
const Reports = lazy(() => import('../pages/reports'));
// Content families (issue 13): one generic list and edit page, driven by features/content/families.
const ContentIndex = lazy(() => import('../pages/content-index'));
const ContentList = lazy(() => import('../pages/content-list'));
const ContentEdit = lazy(() => import('../pages/content-edit'));

export const routes: RouteObject[] = [
  { path: '/sign-in', element: <SignIn /> },
  {
    path: '/',
    element: <Shell />,
    children: [
      { index: true, element: <Home /> },
      { path: 'live-classes', element: <LiveClasses /> },
      { path: 'live-classes/new', element: <LiveClassEdit /> },
      { path: 'live-classes/:id', element: <LiveClassEdit /> },
      { path: 'refunds', element: <Refunds /> },
      { path: 'shipping', element: <Shipping /> },
      { path: 'check-in', element: <CheckIn /> },
      // Media library (helper CM)
      { path: 'media', element: <Media /> },
      // Members and feedback (issue 14)
      { path: 'members', element: <Members /> },
      { path: 'members/:id', element: <MemberDetail /> },
      { path: 'feedback', element: <Feedback /> },
      // Broadcast, moderation (issue 14)
      { path: 'broadcast', element: <Broadcast /> },
      { path: 'moderation', element: <Moderation /> },
      // Sales, shop, packages, staff accounts, audit log, my password (issue 13, helper CS)
      { path: 'ticket-sales', element: <TicketSales /> },
      { path: 'ticket-sales/new', element: <TicketSaleEdit /> },
      { path: 'ticket-sales/:id', element: <TicketSaleEdit /> },
      { path: 'shop-categories', element: <ShopCategories /> },
      { path: 'shop-categories/new', element: <ShopCategoryEdit /> },
      { path: 'shop-categories/:id', element: <ShopCategoryEdit /> },
      { path: 'products', element: <Products /> },
      { path: 'products/new', element: <ProductEdit /> },
      { path: 'products/:id', element: <ProductEdit /> },
      { path: 'member-packages', element: <MemberPackages /> },
      { path: 'member-packages/new', element: <MemberPackageEdit /> },
      { path: 'member-packages/:id', element: <MemberPackageEdit /> },
      { path: 'staff-accounts', element: <StaffAccounts /> },
      { path: 'audit-log', element: <AuditLog /> },
      { path: 'my-password', element: <MyPassword /> },
      { path: 'mail-queue', element: <MailQueue /> },
      { path: 'company-contact', element: <CompanyContact /> },
      // Box office (issue 14)
      { path: 'orders', element: <Orders /> },
      { path: 'orders/:kind/:id', element: <Order /> },
      { path: 'reports', element: <Reports /> },
      { path: 'content', element: <ContentIndex /> },
      { path: 'content/:family', element: <ContentList /> },
      { path: 'content/:family/new', element: <ContentEdit /> },
      { path: 'content/:family/:id', element: <ContentEdit /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const createConsoleRouter = () => createBrowserRouter(routes, { basename: '/console' });
