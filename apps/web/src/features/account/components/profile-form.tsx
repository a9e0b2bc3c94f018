import { useTranslation } from 'react-i18next';
import { Button, Form, Input, TextArea, Toast } from 'antd-mobile';
import { accountLimits, limits, type Profile } from '@nanhua/contract';
import { useEditProfile } from '../api/edit-profile';
import { AvatarUploader } from './avatar-uploader';
import { accountRules } from './form-rules';
import './account.css';
import './profile-form.css';

/** Edit Information: avatar, nickname and signature (both required, signature at most 140). */
export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved?: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const edit = useEditProfile();
  const rules = accountRules(t);

  const onFinish = async (v: { nickName: string; signature: string }) => {
    await edit.mutateAsync({ nickName: v.nickName.trim(), signature: v.signature.trim() }).then(
      () => {
        Toast.show({ icon: 'success', content: t('account.personal.saved') });
        onSaved?.();
      },
      () => undefined,
    );
  };

  return (
    <div className="account-form profile-form" data-testid="profile-form">
      <AvatarUploader avatar={profile.avatar} name={profile.nickName} />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ nickName: profile.nickName, signature: profile.signature }}
        onFinish={onFinish}
        footer={
          <Button block type="submit" color="danger" size="large" loading={edit.isPending} data-testid="profile-save">
            {t('account.personal.save')}
          </Button>
        }
      >
        <Form.Item label={t('account.field.email')}>
          <span className="profile-form__email">{profile.email}</span>
        </Form.Item>
        <Form.Item name="nickName" label={t('account.field.nickName')} rules={rules.nickName}>
          <Input
            maxLength={accountLimits.nicknameMax}
            placeholder={t('account.field.nickNamePlaceholder')}
            data-testid="profile-nickname-input"
          />
        </Form.Item>
        <Form.Item name="signature" label={t('account.field.signature')} rules={rules.signature}>
          <TextArea
            maxLength={limits.textareaMax}
            showCount
            rows={3}
            placeholder={t('account.field.signaturePlaceholder')}
            data-testid="profile-signature-input"
          />
        </Form.Item>
      </Form>
    </div>
  );
}
