import { useTranslation } from 'react-i18next';
import { List, Skeleton } from 'antd-mobile';
import type { CompanyContact } from '@nanhua/contract';
import { ErrorState } from '../../../components/error-state';
import { useCompanyContact } from '../api/get-contact';
import './contact.css';

const channels = ['phone', 'whatsapp', 'wechat', 'email', 'address', 'hours'] as const;
type Channel = (typeof channels)[number];

/** A channel's link: phone and e-mail open the dialler and the mail app, WhatsApp its chat; the others are text. */
const linkOf = (key: Channel, value: string): string | undefined => {
  if (key === 'phone') return `tel:${value.replace(/[^\d+]/g, '')}`;
  if (key === 'whatsapp') return `https://wa.me/${value.replace(/\D/g, '')}`;
  if (key === 'email') return `mailto:${value}`;
  return undefined;
};

function Channels({ contact }: { contact: CompanyContact }) {
  const { t } = useTranslation();
  return (
    <List mode="card" className="contact-channels" header={t('browse.contact.title')}>
      {channels
        .filter((key) => contact[key].trim() !== '')
        .map((key) => {
          const value = contact[key];
          const link = linkOf(key, value);
          return (
            <List.Item key={key} title={t(`browse.contact.${key}`)} data-testid={`contact-${key}`}>
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
  );
}

/**
 * How to reach the company (phone, WhatsApp and WeChat when it has them, e-mail, address, opening
 * hours), from `/site/contact/get`: Company Information and Customer Support show the same record.
 */
export function ContactChannels() {
  const query = useCompanyContact();
  if (query.data) return <Channels contact={query.data} />;
  if (query.isError)
    return (
      <div data-testid="contact-error">
        <ErrorState onRetry={() => void query.refetch()} />
      </div>
    );
  return (
    <div className="contact-channels__skeleton" data-testid="contact-loading">
      <Skeleton.Paragraph lineCount={4} animated />
    </div>
  );
}
