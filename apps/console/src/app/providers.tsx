import { useEffect, useState, type ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { bindErrorNotice, bindQueryCache } from '../lib/client';
import { consoleTheme } from './theme';

export const createQueryClient = () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false }, mutations: { retry: false } } });

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
  const en = i18n.language === 'en';
  dayjs.locale(en ? 'en' : 'zh-cn');
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={en ? enUS : zhCN} theme={consoleTheme}>
        <App>
          <ErrorNotices />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
