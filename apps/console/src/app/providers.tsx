import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { App, ConfigProvider, type ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MediaFieldsProvider } from '../components/media-fields';
import { bindErrorNotice, bindQueryCache } from '../lib/client';
import { mediaFields } from './media-fields';
import { consoleTheme } from './theme';

const reduceQuery = '(prefers-reduced-motion: reduce)';
const motionQuery = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(reduceQuery) : null;

/** Whether the system asks for less motion (WCAG 2.3.3), following changes while the console is open. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const q = motionQuery();
      q?.addEventListener('change', changed);
      return () => q?.removeEventListener('change', changed);
    },
    () => motionQuery()?.matches ?? false,
    () => false,
  );
}

/** The console's theme; with reduced motion antd's own switch turns its transitions off (motion: false). */
export const themeFor = (reducedMotion: boolean): ThemeConfig =>
  reducedMotion ? { ...consoleTheme, token: { ...consoleTheme.token, motion: false } } : consoleTheme;

export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false }, mutations: { retry: false } } });

/** The request layer's error notices go through antd's message of this <App> (theme and language). */
function ErrorNotices() {
  const { message } = App.useApp();
  useEffect(() => {
    bindErrorNotice((content) => void message.error(content));
  }, [message]);
  return null;
}

export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const { i18n } = useTranslation();
  const [queryClient] = useState(() => client ?? createQueryClient());
  useEffect(() => {
    bindQueryCache(queryClient);
    return () => bindQueryCache(null);
  }, [queryClient]);
  const reducedMotion = useReducedMotion();
  const en = i18n.language === 'en';
  dayjs.locale(en ? 'en' : 'zh-cn');
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={en ? enUS : zhCN} theme={themeFor(reducedMotion)}>
        <App>
          <ErrorNotices />
          <MediaFieldsProvider value={mediaFields}>{children}</MediaFieldsProvider>
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
