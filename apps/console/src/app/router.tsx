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
      { path: 'content', element: <ContentIndex /> },
      { path: 'content/:family', element: <ContentList /> },
      { path: 'content/:family/new', element: <ContentEdit /> },
      { path: 'content/:family/:id', element: <ContentEdit /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const createConsoleRouter = () => createBrowserRouter(routes, { basename: '/console' });
