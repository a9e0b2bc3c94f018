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
// Box office (issue 14): order search and the order page
const Orders = lazy(() => import('../pages/orders'));
const Order = lazy(() => import('../pages/order'));

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
      // Box office (issue 14)
      { path: 'orders', element: <Orders /> },
      { path: 'orders/:kind/:id', element: <Order /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const createConsoleRouter = () => createBrowserRouter(routes, { basename: '/console' });
