import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, TextArea, Toast } from 'antd-mobile';
import { limits } from '@nanhua/contract';
import { isSignedIn, currentUser } from '@nanhua/client';
import { PopupSheet } from '../../../components/popup-sheet';
import { goToSignIn } from '../../../lib/navigation';
import { useAddEnrollment } from '../api/add-enrollment';
import './enroll.css';

type Fields = { email: string; phone: string; description: string };

/** 'Register Now' on an event that takes registration: open until the event starts. */
export function RegisterNow({ theatreId, startAt }: { theatreId: number; startAt: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Fields>();
  const add = useAddEnrollment();
  // Read once on mount: the server decides at submit time anyway.
  const [openedAt] = useState(() => Date.now());
  if (new Date(startAt).getTime() <= openedAt) {
    return (
      <p className="register-now__closed" data-testid="register-closed">
        {t('engage.enroll.closed')}
      </p>
    );
  }
  const onOpen = () => (isSignedIn() ? setOpen(true) : goToSignIn());
  const onFinish = async (v: Fields) => {
    await add.mutateAsync({ theatreId, email: v.email.trim(), phone: v.phone.trim(), description: v.description.trim() }).then(
      () => {
        Toast.show({ icon: 'success', content: t('engage.enroll.done') });
        setOpen(false);
      },
      () => undefined,
    );
  };
  return (
    <div className="register-now">
      <Button block color="danger" shape="rounded" onClick={onOpen} data-testid="register-now">
        {t('engage.enroll.registerNow')}
      </Button>
      <PopupSheet visible={open} onClose={() => setOpen(false)} title={t('engage.enroll.title')} testId="register-popup">
        <Form
          form={form}
          layout="vertical"
          initialValues={{ email: currentUser()?.email ?? '', phone: '', description: '' }}
          onFinish={(v) => void onFinish(v)}
          footer={
            <Button block type="submit" color="danger" loading={add.isPending} data-testid="register-submit">
              {t('engage.enroll.submit')}
            </Button>
          }
        >
          <Form.Item
            name="email"
            label={t('engage.enroll.email')}
            rules={[
              { required: true, whitespace: true, message: t('engage.enroll.emailRequired') },
              { type: 'email', message: t('engage.enroll.emailInvalid') },
            ]}
          >
            <Input type="email" maxLength={254} data-testid="register-email" />
          </Form.Item>
          <Form.Item name="phone" label={t('engage.enroll.phone')} rules={[{ required: true, whitespace: true, message: t('engage.enroll.phoneRequired') }]}>
            <Input inputMode="tel" maxLength={24} data-testid="register-phone" />
          </Form.Item>
          <Form.Item name="description" label={t('engage.enroll.description')} rules={[{ required: true, whitespace: true, message: t('engage.enroll.descriptionRequired') }]}>
            <TextArea maxLength={limits.textareaMax} showCount autoSize={{ minRows: 3, maxRows: 5 }} placeholder={t('engage.enroll.descriptionPlaceholder')} data-testid="register-description" />
          </Form.Item>
        </Form>
      </PopupSheet>
    </div>
  );
}
