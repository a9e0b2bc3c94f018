import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Toast } from 'antd-mobile';
import { limits } from '@nanhua/contract';
import { UserAvatar } from '../../../components/user-avatar';
import { showErrorToast } from '../../../lib/client';
import { useUploadAvatar } from '../api/upload-avatar';

const accepted = ['image/jpeg', 'image/png', 'image/webp'];

/** The avatar with a file picker; the server checks again (type by content, size, pixels). */
export function AvatarUploader({ avatar, name }: { avatar: string | null; name: string }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();

  const onPick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!accepted.includes(file.type)) return showErrorToast(t('account.personal.avatarType'));
    if (file.size > limits.uploadMaxBytes) return showErrorToast(t('account.personal.avatarTooLarge'));
    await upload.mutateAsync(file).then(
      () => Toast.show({ icon: 'success', content: t('account.personal.avatarDone') }),
      () => undefined,
    );
  };

  return (
    <div className="avatar-uploader">
      <button
        type="button"
        className="avatar-uploader__button"
        onClick={() => input.current?.click()}
        disabled={upload.isPending}
        data-testid="avatar-change"
      >
        <UserAvatar src={avatar} name={name} size={72} />
        <span>{t('account.personal.changeAvatar')}</span>
      </button>
      <p className="avatar-uploader__hint">{t('account.personal.avatarHint')}</p>
      <input
        ref={input}
        type="file"
        accept={accepted.join(',')}
        hidden
        data-testid="avatar-input"
        onChange={(e) => void onPick(e.target.files?.[0])}
      />
    </div>
  );
}
