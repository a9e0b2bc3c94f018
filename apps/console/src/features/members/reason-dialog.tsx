import { useEffect } from 'react';
import { Alert, Checkbox, Form, Input, InputNumber, Modal, Select } from 'antd';
import { limits } from '@nanhua/contract';
import { useTranslation } from 'react-i18next';

export type MemberAction = 'grant' | 'cancel' | 'block' | 'unblock' | 'delete';
export interface ActionValues {
  reason: string;
  tier?: 1 | 2 | 3;
  months?: number;
  confirm?: boolean;
  /** Cancel only: refund the paid periods not yet over. */
  refund?: boolean;
}

/**
 * The one dialog of every member action: a reason always (the audit log keeps it), tier and months for a
 * grant, a refund choice for a cancellation, an explicit confirmation for a deletion. The server's refusal shows under the reason.
 */
export function ReasonDialog(props: {
  action: MemberAction | null;
  pending: boolean;
  error: string | null;
  onCancel: () => void;
  onSubmit: (v: ActionValues) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ActionValues>();
  const { action } = props;
  const danger = action === 'delete' || action === 'block' || action === 'cancel';
  // Each opening starts blank: nothing typed or ticked for the last member action carries over.
  useEffect(() => {
    if (action !== null) form.resetFields();
  }, [action, form]);
  const confirmed = Form.useWatch('confirm', form) === true;
  return (
    <Modal
      open={action !== null}
      title={action ? t(`members.actions.${action}`) : ''}
      okText={action ? t(`members.actions.${action}`) : ''}
      okButtonProps={{
        danger,
        loading: props.pending,
        disabled: action === 'delete' && !confirmed,
        'data-testid': 'member-action-ok',
      }}
      cancelText={t('common.cancel')}
      onCancel={() => {
        form.resetFields();
        props.onCancel();
      }}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {action && (
        <Alert
          type={danger ? 'warning' : 'info'}
          showIcon
          style={{ marginBottom: 16 }}
          title={t(`members.actions.${action}Hint`)}
        />
      )}
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ tier: 2, months: 1 }}
        onFinish={(v) => props.onSubmit({ ...v, reason: v.reason.trim() })}
      >
        {action === 'grant' && (
          <div style={{ display: 'flex', gap: 16 }}>
            <Form.Item name="tier" label={t('members.tier')} style={{ flex: 1 }}>
              <Select
                data-testid="grant-tier"
                options={[1, 2, 3].map((v) => ({ value: v, label: t(`members.tiers.${v}`) }))}
              />
            </Form.Item>
            <Form.Item name="months" label={t('members.actions.months')} style={{ width: 140 }}>
              <InputNumber min={1} max={120} precision={0} style={{ width: '100%' }} data-testid="grant-months" />
            </Form.Item>
          </div>
        )}
        <Form.Item
          name="reason"
          label={t('members.actions.reason')}
          rules={[{ required: true, whitespace: true, message: t('members.actions.reasonRequired') }]}
          validateStatus={props.error ? 'error' : undefined}
          help={props.error ?? undefined}
        >
          <Input.TextArea
            maxLength={limits.textareaMax}
            showCount
            autoSize={{ minRows: 3 }}
            data-testid="member-action-reason"
          />
        </Form.Item>
        {action === 'cancel' && (
          <Form.Item name="refund" valuePropName="checked">
            <Checkbox data-testid="member-cancel-refund">{t('members.actions.cancelRefund')}</Checkbox>
          </Form.Item>
        )}
        {action === 'delete' && (
          <Form.Item name="confirm" valuePropName="checked">
            <Checkbox data-testid="member-delete-confirm">{t('members.actions.deleteConfirm')}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
