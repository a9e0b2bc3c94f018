import { useEffect, useRef } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * Keeps unsaved changes from being lost: while `dirty`, leaving for another page of the console asks
 * first (Stay / Leave without saving), and closing or reloading the tab gets the browser's own
 * question. `allow()` lets the next navigation through (a save that goes on to another page).
 * `onLeave`: what leaving without saving also drops (a kept draft: the choice was made).
 */
export function useUnsavedGuard(dirty: boolean, onLeave?: () => void) {
  const { t } = useTranslation();
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => {
      if (allowed.current) return;
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  // Mounted only while a navigation waits, so the answer takes it away at once.
  const prompt = blocker.state === 'blocked' && (
    <Modal
      open
      title={t('form.unsaved.title')}
      okText={t('form.unsaved.leave')}
      cancelText={t('form.unsaved.stay')}
      okButtonProps={{ danger: true, ...({ 'data-testid': 'unsaved-leave' } as Record<string, string>) }}
      cancelButtonProps={{ ...({ 'data-testid': 'unsaved-stay' } as Record<string, string>) }}
      onOk={() => {
        onLeave?.();
        blocker.proceed?.();
      }}
      onCancel={() => blocker.reset?.()}
      data-testid="unsaved-prompt"
    >
      {t('form.unsaved.body')}
    </Modal>
  );
  return {
    prompt,
    /** Let navigation through from now on (call before a save that leaves the page); `false` guards again. */
    allow: (on = true) => {
      allowed.current = on;
    },
  };
}
