import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PopupSheet } from '../../../components/popup-sheet';
import { formatDate } from '../../../lib/format';
import { useLatestNotice } from '../api/get-latest-notice';
import './home-notice.css';

// The notice's body is rendered only once the sheet opens: its rich-text renderer stays out of the home's first load.
const RichText = lazy(() => import('../../../components/rich-text').then((m) => ({ default: m.RichText })));

/** The latest notice in one line; a tap shows it in full. */
export function HomeNotice() {
  const { t } = useTranslation();
  const { data: notice, isPending } = useLatestNotice();
  const [open, setOpen] = useState(false);

  // Its line is kept while the notice loads, so the sections below do not move when it arrives (CLS).
  if (isPending)
    return (
      <div className="home-notice home-notice--placeholder" aria-hidden="true" data-testid="home-notice-placeholder" />
    );
  if (!notice) return null;
  return (
    <>
      <button type="button" className="home-notice" data-testid="home-notice" onClick={() => setOpen(true)}>
        <span className="home-notice__tag">{t('home.notice')}</span>
        <span className="home-notice__title">{notice.title}</span>
      </button>
      <PopupSheet visible={open} onClose={() => setOpen(false)} title={notice.title} testId="notice-popup">
        <p className="home-notice__date">{t('notice.publishedAt', { date: formatDate(notice.publishedAt) })}</p>
        {open && (
          <Suspense fallback={null}>
            <RichText className="home-notice__content" text={notice.content} testId="notice-body" />
          </Suspense>
        )}
      </PopupSheet>
    </>
  );
}
