import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Form, Input, TextArea, Toast } from 'antd-mobile';
import { limits } from '@nanhua/contract';
import { isSignedIn, currentUser } from '@nanhua/client';
import { PopupSheet } from '../../../components/popup-sheet';
import { signInThen, useResumeIntent } from '../../../lib/intent';
import { useAddEnrollment } from '../api/add-enrollment';
import { useCancelEnrollment } from '../api/cancel-enrollment';
import { useMyEnrollment } from '../api/get-my-enrollment';
import './enroll.css';

type Fields = { email: string; phone: string; description: string };

/** 'Register Now' on an event that takes registration: open until the event starts; once registered, 'Registered' and a way to withdraw. */
export function RegisterNow({ theatreId, startAt }: { theatreId: number; startAt: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Fields>();
  const add = useAddEnrollment();
  const signedIn = isSignedIn();
  const mine = useMyEnrollment(theatreId, signedIn);
  const cancel = useCancelEnrollment(theatreId);
  // Read once on mount: the server decides at submit time anyway.
  const [openedAt] = useState(() => Date.now());
  const started = new Date(startAt).getTime() <= openedAt;
  // 'Register Now' tapped before signing in: back here, the form opens (once the member is known not to be registered).
  useResumeIntent(
    'register',
    `event:${theatreId}`,
    () => setOpen(true),
    signedIn && mine.isSuccess && !mine.data && !started,
  );
  if (mine.data) {
    const onCancel = async () => {
      if (
        !(await Dialog.confirm({
          content: t('engage.enroll.cancelConfirm'),
          confirmText: t('engage.enroll.cancel'),
          cancelText: t('engage.enroll.keep'),
        }))
      )
        return;
      await cancel.mutateAsync().then(
        () => Toast.show({ icon: 'success', content: t('engage.enroll.cancelled') }),
        () => undefined,
      );
    };
    return (
      <div className="register-now">
        <p className="register-now__done" role="status" data-testid="register-done">
          {t('engage.enroll.registered')}
        </p>
        {!started && (
          <Button
            block
            fill="none"
            size="small"
            className="register-now__cancel"
            loading={cancel.isPending}
            onClick={() => void onCancel()}
            data-testid="register-cancel"
          >
            {t('engage.enroll.cancel')}
          </Button>
        )}
      </div>
    );
  }
  if (started) {
    return (
      <p className="register-now__closed" data-testid="register-closed">
        {t('engage.enroll.closed')}
      </p>
    );
  }
  // Until the member's own state is known, no button that may be wrong.
  if (signedIn && mine.isPending) return null;
  const onOpen = () => (signedIn ? setOpen(true) : signInThen('register', `event:${theatreId}`));
  const onFinish = async (v: Fields) => {
    await add
      .mutateAsync({ theatreId, email: v.email.trim(), phone: v.phone.trim(), description: v.description.trim() })
      .then(
        () => {
          Toast.show({ icon: 'success', content: t('engage.enroll.done') });
          setOpen(false);
        },
        () => undefined,
      );
  };
  return (
    <div className="register-now">
      <Button block color="primary" shape="rounded" onClick={onOpen} data-testid="register-now">
        {t('engage.enroll.registerNow')}
      </Button>
      <PopupSheet
        visible={open}
        onClose={() => setOpen(false)}
        title={t('engage.enroll.title')}
        testId="register-popup"
      >
        <Form
          form={form}
          layout="vertical"
          initialValues={{ email: currentUser()?.email ?? '', phone: '', description: '' }}
          onFinish={(v) => void onFinish(v)}
          footer={
            <Button block type="submit" color="primary" loading={add.isPending} data-testid="register-submit">
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
            {/* Text with the e-mail keyboard: the form's own message, never the browser's validation bubble. */}
            <Input type="text" inputMode="email" autoComplete="email" maxLength={254} data-testid="register-email" />
          </Form.Item>
          <Form.Item
            name="phone"
            label={t('engage.enroll.phone')}
            rules={[{ required: true, whitespace: true, message: t('engage.enroll.phoneRequired') }]}
          >
            <Input inputMode="tel" maxLength={24} data-testid="register-phone" />
          </Form.Item>
          <Form.Item
            name="description"
            label={t('engage.enroll.description')}
            rules={[{ required: true, whitespace: true, message: t('engage.enroll.descriptionRequired') }]}
          >
            <TextArea
              maxLength={limits.textareaMax}
              showCount
              autoSize={{ minRows: 3, maxRows: 5 }}
              placeholder={t('engage.enroll.descriptionPlaceholder')}
              data-testid="register-description"
            />
          </Form.Item>
        </Form>
      </PopupSheet>
    </div>
  );
}
