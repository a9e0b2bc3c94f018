import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { List } from 'antd-mobile';
import { href } from '../../../config/paths';
import { navigateTo } from '../../../lib/navigation';
import './feedback.css';

/** Customer Support: how to reach the company (`contact`, the page hands in the company's contact details) and the feedback form. */
export function SupportChannels({ contact }: { contact: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="support-channels">
      <p className="support-channels__intro">{t('account.support.intro')}</p>
      {contact}
      <List mode="card">
        <List.Item
          arrowIcon
          extra={t('account.support.feedbackHint')}
          onClick={() => navigateTo(href('/pages/feedback/add'))}
          data-testid="support-feedback"
        >
          {t('account.support.feedback')}
        </List.Item>
        <List.Item
          arrowIcon
          onClick={() => navigateTo(href('/pages/support/index', { section: 'accessibility' }))}
          data-testid="support-accessibility"
        >
          {t('account.support.accessibility')}
        </List.Item>
      </List>
    </div>
  );
}
