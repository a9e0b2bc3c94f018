import { useTranslation } from 'react-i18next';
import { resourceUrl } from '../lib/resource';
import './user-avatar.css';

interface UserAvatarProps {
  /** Stored path (resource base + path), or null for the default logo (SPEC §3). */
  src: string | null | undefined;
  name: string;
  size?: number;
}

/** A member's avatar; the app logo when none is set. */
export function UserAvatar({ src, name, size = 48 }: UserAvatarProps) {
  const { t } = useTranslation();
  const url = resourceUrl(src);
  return (
    <img
      className={`user-avatar${url ? '' : ' user-avatar--default'}`}
      src={url ?? '/logo.svg'}
      alt={url ? t('account.mine.avatarAlt', { name }) : t('account.mine.defaultAvatarAlt')}
      width={size}
      height={size}
      data-testid="user-avatar"
    />
  );
}
