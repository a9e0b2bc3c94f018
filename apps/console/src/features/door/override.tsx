import { useEffect, useState } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export const OVERRIDE_REASON_MAX = 200;

/**
 * "Admit anyway" outside the check-in window: asks for the reason (required, kept with the scan, synced
 * to the server and audited there), then hands it over trimmed.
 */
export function OverrideDialog({
  open,
  refusal,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  refusal: string;
  onCancel: () => void;
  onConfirm: (reason: string) => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const submit = async () => {
    const { reason } = await form.validateFields();
    setBusy(true);
    try {
      await onConfirm(reason.trim());
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('door.overrideTitle')}
      okText={t('door.overrideConfirm')}
      cancelText={t('door.cancel')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onCancel}
      confirmLoading={busy}
      destroyOnHidden
      okButtonProps={{ danger: true, 'data-testid': 'door-override-submit' }}
      cancelButtonProps={{ 'data-testid': 'door-override-cancel' }}
      data-testid="door-override-dialog"
    >
      <Typography.Paragraph type="danger" data-testid="door-override-refusal">
        {refusal}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('door.overrideHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          name="reason"
          label={t('door.overrideReason')}
          rules={[{ required: true, whitespace: true, message: t('door.overrideRequired') }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={OVERRIDE_REASON_MAX}
            showCount
            placeholder={t('door.overridePlaceholder')}
            data-testid="door-override-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
