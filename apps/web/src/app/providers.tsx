import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { ConfigProvider, setDefaultConfig } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { Locale } from '@nanhua/contract';
import { bindQueryCache } from '../lib/client';
import { currentLocale, i18n } from '../lib/i18n';

const admLocales = { 'zh-Hans': zhCN, en: enUS } as const;

export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(currentLocale);

  // Signing in or out empties this cache (@nanhua/client's session), so nothing of one member shows for the next.
  useEffect(() => {
    bindQueryCache(client);
    return () => bindQueryCache(null);
  }, [client]);

  useEffect(() => {
    const onChange = () => {
      const next = currentLocale();
      setLocaleState(next);
      // Toast and Dialog render outside this tree and read the default config.
      setDefaultConfig({ locale: admLocales[next] });
      // Content comes back in the request's language: everything cached is in the old one.
      void client.invalidateQueries();
    };
    setDefaultConfig({ locale: admLocales[currentLocale()] });
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [client]);

  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider locale={admLocales[locale]}>{children}</ConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
