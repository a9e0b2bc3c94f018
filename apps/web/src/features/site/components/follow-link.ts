import { isAppRoute, isExternalUrl } from '../../../lib/resource';
import { navigateTo } from '../../../lib/navigation';

/** Editors link slides and sponsors to an in-app route ('/pages/…') or an https page; anything else is inert. */
export function followLink(link: string | null | undefined): void {
  if (!link) return;
  if (isAppRoute(link)) navigateTo(link);
  else if (isExternalUrl(link)) window.open(link, '_blank', 'noopener,noreferrer');
}

export const isFollowable = (link: string | null | undefined): boolean =>
  Boolean(link && (isAppRoute(link) || isExternalUrl(link)));
