import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Input, List, Toast } from 'antd-mobile';
import { signOut } from '@nanhua/client';
import { LanguageToggle } from '../../../components/language-toggle';
import { PopupSheet } from '../../../components/popup-sheet';
import { href } from '../../../config/paths';
import { navigateTo } from '../../../lib/navigation';
import { useDeleteAccount } from '../api/delete-account';
import './settings-list.css';

/** Settings: language, change password, sign out (revokes this session), delete account. */
export function SettingsList({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();

  const onSignOut = async () => {
    const ok = await Dialog.confirm({
      content: t('account.settings.signOutConfirm'),
      confirmText: t('account.settings.confirm'),
      cancelText: t('account.settings.cancel'),
    });
    if (!ok) return;
    await signOut();
    Toast.show({ content: t('account.settings.signedOut') });
    onSignedOut();
  };

  const onDelete = async () => {
    const ok = await Dialog.confirm({
      title: t('account.settings.deleteTitle'),
      content: t('account.settings.deleteWarning'),
      confirmText: t('account.settings.deleteContinue'),
      cancelText: t('account.settings.cancel'),
    });
    if (ok) {
      setPassword('');
      setDeleting(true);
    }
  };

  const onConfirmDelete = async () => {
    if (!password) return Toast.show({ icon: 'fail', content: t('account.validation.passwordRequired') });
    await remove.mutateAsync(password).then(
      () => {
        setDeleting(false);
        Toast.show({ content: t('account.settings.deleted') });
        onSignedOut();
      },
      () => undefined,
    );
  };

  return (
    <div className="settings-list">
      <List mode="card">
        <List.Item extra={<LanguageToggle />}>{t('account.settings.language')}</List.Item>
        <List.Item
          arrowIcon
          onClick={() => navigateTo(href('/pages/user/updatePassword'))}
          data-testid="settings-password"
        >
          {t('account.settings.changePassword')}
        </List.Item>
      </List>
      <List mode="card">
        <List.Item onClick={() => void onSignOut()} data-testid="settings-signout">
          <span className="settings-list__action">{t('account.settings.signOut')}</span>
        </List.Item>
        <List.Item onClick={() => void onDelete()} data-testid="settings-delete">
          <span className="settings-list__action settings-list__action--danger">
            {t('account.settings.deleteAccount')}
          </span>
        </List.Item>
      </List>
      <PopupSheet
        visible={deleting}
        onClose={() => setDeleting(false)}
        title={t('account.settings.deleteTitle')}
        testId="delete-sheet"
      >
        <p className="settings-list__prompt">{t('account.settings.deletePassword')}</p>
        <Input
          className="settings-list__password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          placeholder={t('account.field.passwordPlaceholder')}
          data-testid="delete-password"
        />
        <Button
          block
          color="danger"
          loading={remove.isPending}
          onClick={() => void onConfirmDelete()}
          data-testid="delete-confirm"
        >
          {t('account.settings.deleteConfirm')}
        </Button>
      </PopupSheet>
    </div>
  );
}
