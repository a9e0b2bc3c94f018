import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../lib/i18n';
import { ShareIcon } from './icons';
import './nav-bar.css';

/** The kinds of detail page a link can be shared for (the server's `/s/<kind>/<id>` previews them). */
export type ShareKind =
  | 'performance'
  | 'sale'
  | 'production'
  | 'video'
  | 'knowledge'
  | 'news'
  | 'product'
  | 'vote'
  | 'ticketNews'
  | 'live'
  | 'scene';

/** The link that chat apps preview in the sharer's language and that opens the page for whoever taps it. */
export const shareUrl = (kind: ShareKind, id: number) =>
  `${window.location.origin}/s/${kind}/${id}?lang=${currentLocale()}`;

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older in-app browsers: a selected field and the copy command.
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.appendChild(field);
    field.select();
    const done = document.execCommand?.('copy') ?? false;
    field.remove();
    return done;
  }
}

/**
 * A link to the phone's share sheet where there is one, otherwise copied: 'shared' (or the person closed the
 * sheet), 'copied', or 'failed' (nothing could copy it). The share button and a ticket's claim link use it.
 */
export async function shareLink(title: string, url: string, text?: string): Promise<'shared' | 'copied' | 'failed'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url, ...(text ? { text } : {}) });
      return 'shared';
    } catch (err) {
      // Closing the sheet is the person's choice, not an error.
      if (err instanceof DOMException && err.name === 'AbortError') return 'shared';
    }
  }
  return (await copy(url)) ? 'copied' : 'failed';
}

/** The link copied, as a toast says it (or that it could not be). */
export const copyLink = async (url: string): Promise<boolean> => copy(url);

/**
 * Share a detail page: the phone's share sheet where there is one, otherwise the link is copied. In a nav
 * bar by default; `className` places it elsewhere (a live class's card). A scene is shared by its part's id.
 */
export function ShareButton({
  kind,
  id,
  title,
  className = 'nav-bar__action',
}: {
  kind: ShareKind;
  id: number;
  title: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const onShare = async () => {
    const done = await shareLink(title, shareUrl(kind, id));
    if (done !== 'shared')
      Toast.show({
        icon: done === 'copied' ? 'success' : 'fail',
        content: t(done === 'copied' ? 'nav.copied' : 'nav.copyFailed'),
      });
  };
  return (
    <button
      type="button"
      className={className}
      aria-label={t('nav.share')}
      data-testid="share"
      data-kind={kind}
      onClick={() => void onShare()}
    >
      <ShareIcon />
    </button>
  );
}
