import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { List } from 'antd-mobile';
import { href } from '../../../config/paths';
import { navigateTo } from '../../../lib/navigation';
import './accessibility.css';

/** The statement's listed sections, in reading order, with their points (account.accessibility.<section>.points.<point>). */
const sections = {
  conforms: ['contrast', 'names', 'keyboard', 'messages', 'alternatives', 'motion'],
  limits: ['audioDescription', 'liveClasses', 'cardPayment', 'pictures'],
} as const;

function PointList({ id, title, points }: { id: string; title: string; points: string[] }) {
  return (
    <section className="a11y-statement__section" aria-labelledby={`a11y-${id}`} data-testid={`accessibility-${id}`}>
      <h2 id={`a11y-${id}`}>{title}</h2>
      <ul>
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The accessibility statement (issue 35): the standard aimed at (WCAG 2.2 AA), what conforms, the known
 * limits and how to ask for help. `contact` is the company's contact details (the page hands in
 * features/contact's channels, the record admin keeps in the console), so nothing here is typed twice.
 */
export function AccessibilityStatement({ contact }: { contact: ReactNode }) {
  const { t } = useTranslation();
  return (
    <article className="a11y-statement" data-testid="accessibility-statement">
      <p className="a11y-statement__lead">{t('account.accessibility.lead')}</p>
      <section className="a11y-statement__section" aria-labelledby="a11y-standard">
        <h2 id="a11y-standard">{t('account.accessibility.standard.title')}</h2>
        <p>{t('account.accessibility.standard.text')}</p>
      </section>
      <PointList
        id="conforms"
        title={t('account.accessibility.conforms.title')}
        points={sections.conforms.map((p) => t(`account.accessibility.conforms.points.${p}`))}
      />
      <PointList
        id="limits"
        title={t('account.accessibility.limits.title')}
        points={sections.limits.map((p) => t(`account.accessibility.limits.points.${p}`))}
      />
      <section className="a11y-statement__section" aria-labelledby="a11y-help" data-testid="accessibility-help">
        <h2 id="a11y-help">{t('account.accessibility.help.title')}</h2>
        <p>{t('account.accessibility.help.text')}</p>
      </section>
      {contact}
      <List mode="card">
        <List.Item
          arrowIcon
          extra={t('account.support.feedbackHint')}
          onClick={() => navigateTo(href('/pages/feedback/add'))}
          data-testid="accessibility-feedback"
        >
          {t('account.support.feedback')}
        </List.Item>
      </List>
      <p className="a11y-statement__reviewed">{t('account.accessibility.reviewed')}</p>
    </article>
  );
}
