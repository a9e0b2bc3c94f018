import { useTranslation } from 'react-i18next';
import { Button, Dialog } from 'antd-mobile';
import { FollowState } from '@nanhua/contract';
import { useSetFollow } from '../api/follow';

interface FollowButtonProps {
  email: string;
  name: string;
  state: FollowState;
  onChanged?: () => void;
  size?: 'mini' | 'small';
}

/** The four states of SPEC §4: follow / following / follow back / mutual follow. */
export function FollowButton({ email, name, state, onChanged, size = 'small' }: FollowButtonProps) {
  const { t } = useTranslation();
  const change = useSetFollow(onChanged);
  const following = state === FollowState.Following || state === FollowState.Mutual;

  const onClick = async () => {
    if (following) {
      const ok = await Dialog.confirm({
        content: t('account.follow.unfollowConfirm', { name }),
        confirmText: t('account.settings.confirm'),
        cancelText: t('account.settings.cancel'),
      });
      if (!ok) return;
    }
    await change.mutateAsync({ email, follow: !following }).catch(() => undefined);
  };

  return (
    <Button
      size={size}
      shape="rounded"
      color={following ? 'default' : 'danger'}
      fill={following ? 'outline' : 'solid'}
      loading={change.isPending}
      onClick={() => void onClick()}
      data-testid="follow-button"
      data-state={state}
    >
      {t(`account.follow.state.${state}`)}
    </Button>
  );
}
