import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Code, type LiveClass } from '@nanhua/contract';
import { isSignedIn } from '@nanhua/client';
import { goToSignIn } from '../../../lib/navigation';
import { RequestError } from '@nanhua/client';
import { livePagePath, saveJoin } from '../../../live/handoff';
import { useZoomAuth } from '../api/zoom-auth';

export type LivePageOpener = (path: string) => void;
const assign: LivePageOpener = (path) => window.location.assign(path);
let openLivePage: LivePageOpener = assign;

/** Tests watch the hand-off here instead of leaving the page. */
export function setLivePageOpener(opener: LivePageOpener | null): void {
  openLivePage = opener ?? assign;
}

/**
 * Join: a visitor signs in first and comes back here; a member gets the Zoom join from the server
 * (which decides entitlement) and is handed to `live.html` with it. A refusal keeps the server's words
 * beside the class (the request layer has toasted them too).
 */
export function useJoinClass() {
  const { t } = useTranslation();
  const auth = useZoomAuth();
  const [refusal, setRefusal] = useState<{ classId: number; message: string } | null>(null);
  const join = (cls: LiveClass) => {
    if (!isSignedIn()) {
      goToSignIn();
      return;
    }
    setRefusal(null);
    auth.mutate(cls.id, {
      onSuccess: (j) => {
        saveJoin(j, cls);
        openLivePage(livePagePath);
      },
      onError: (e) => {
        const refused = e instanceof RequestError && e.code === Code.Refused && e.message;
        setRefusal({ classId: cls.id, message: refused ? e.message : t('live.error') });
      },
    });
  };
  return { join, joiningId: auth.isPending ? auth.variables : null, refusal };
}
