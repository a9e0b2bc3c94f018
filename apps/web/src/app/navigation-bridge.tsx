import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setNavigator } from '../lib/navigation';
import { dropFirstPaint } from './first-paint';

/**
 * Code outside React navigates through the router (lib/navigation.ts). The opening screen's first
 * picture (app/first-paint.ts) never stays over another page, nor over the same page opened on another
 * record: it goes on the first navigation away from `opening`.
 */
export function NavigationBridge({ opening }: { opening: string }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    setNavigator((to, options) => void navigate(to, options));
    return () => setNavigator(null);
  }, [navigate]);
  useEffect(() => {
    const here = `${pathname}${search}`;
    const home = (path: string) => path === '/' || path === '/pages/index';
    if (here !== opening && !(home(opening) && home(pathname))) dropFirstPaint();
  }, [opening, pathname, search]);
  return null;
}
