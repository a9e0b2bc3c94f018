import type { TFunction } from 'i18next';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { accountLimits, limits } from '@nanhua/contract';

/** Field rules with the SPEC §5 messages, shared by the account forms. */
export const accountRules = (t: TFunction) => ({
  email: [
    { required: true, whitespace: true, message: t('account.validation.emailInvalid') },
    { type: 'email' as const, message: t('account.validation.emailInvalid') },
  ],
  password: [{ required: true, message: t('account.validation.passwordRequired') }],
  newPassword: [
    { required: true, message: t('account.validation.passwordRequired') },
    { min: limits.passwordMin, message: t('account.validation.passwordMin') },
    { max: limits.passwordMax, message: t('account.validation.passwordMin') },
  ],
  /** A new password that differs from the one in `oldField` (Change Password). */
  changedPassword: (form: FormInstance, oldField = 'oldPassword') => ({
    validator: async (_: unknown, value: string) => {
      if (value && value === form.getFieldValue(oldField)) throw new Error(t('account.validation.passwordUnchanged'));
    },
  }),
  confirm: (form: FormInstance, field = 'password') => [
    { required: true, message: t('account.validation.confirmRequired') },
    {
      validator: async (_: unknown, value: string) => {
        if (value && value !== form.getFieldValue(field)) throw new Error(t('account.validation.passwordMismatch'));
      },
    },
  ],
  code: [
    { required: true, message: t('account.validation.codeLength') },
    { pattern: new RegExp(`^\\d{${limits.codeLength}}$`), message: t('account.validation.codeLength') },
  ],
  nickName: [
    { required: true, whitespace: true, message: t('account.validation.nickNameRequired') },
    { max: accountLimits.nicknameMax },
  ],
  signature: [
    { required: true, whitespace: true, message: t('account.validation.signatureRequired') },
    { max: limits.textareaMax },
  ],
});

/** The email field's value once it validates, else null (its message shows). */
export async function validEmail(form: FormInstance, field = 'email'): Promise<string | null> {
  try {
    await form.validateFields([field]);
  } catch {
    return null;
  }
  return String(form.getFieldValue(field)).trim().toLowerCase();
}
