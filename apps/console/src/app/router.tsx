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
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const createConsoleRouter = () => createBrowserRouter(routes, { basename: '/console' });
