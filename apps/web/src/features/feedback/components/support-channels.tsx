import { useTranslation } from 'react-i18next';
import { List } from 'antd-mobile';
import { href } from '../../../config/paths';
import { navigateTo } from '../../../lib/navigation';
import './feedback.css';

const channels = ['phone', 'whatsapp', 'wechat', 'email', 'address', 'hours'] as const;

const linkOf = (key: (typeof channels)[number], value: string): string | undefined => {
  if (key === 'phone') return `tel:${value.replace(/\s/g, '')}`;
  if (key === 'whatsapp') return `https://wa.me/${value.replace(/\D/g, '')}`;
  if (key === 'email') return `mailto:${value}`;
  return undefined;
};

/** Customer Support: how to reach the company, in the reader's language. */
export function SupportChannels() {
  const { t } = useTranslation();
  return (
    <div className="support-channels">
      <p className="support-channels__intro">{t('account.support.intro')}</p>
      <List mode="card">
        {channels.map((key) => {
          const value = t(`account.support.${key}Value`);
          const link = linkOf(key, value);
          return (
            <List.Item key={key} title={t(`account.support.${key}`)} data-testid={`support-${key}`}>
              {link ? (
                <a href={link} target={link.startsWith('https:') ? '_blank' : undefined} rel="noopener noreferrer">
                  {value}
                </a>
              ) : (
                value
              )}
            </List.Item>
          );
        })}
      </List>
      <List mode="card">
        <List.Item arrowIcon extra={t('account.support.feedbackHint')} onClick={() => navigateTo(href('/pages/feedback/add'))} data-testid="support-feedback">
          {t('account.support.feedback')}
        </List.Item>
      </List>
    </div>
  );
}
