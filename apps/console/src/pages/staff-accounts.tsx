import { useState } from 'react';
import { Alert, App, Button, Flex, Form, Input, Modal, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffAccount } from '@nanhua/contract';
import { useTranslation } from 'react-i18next';
import { ResourceList, type ColumnDef } from '../components/resource-list';
import { setStaffAccountActive } from '../features/staff/api';
import {
  accountStatuses,
  generatePassword,
  staffAccountFamily,
  staffRoleList,
  type AccountBody,
} from '../features/staff/family';
import { formatDateTime } from '../lib/format';
import { useMe } from '../lib/session';
import { familyKeys, useStaffCreate, useStaffUpdate } from '../lib/staff-call';

const errorText = (err: unknown, fallback: string) => (err instanceof Error && err.message ? err.message : fallback);

/** Create an account (email, name, role, initial password) or rename / re-role one. */
function AccountModal({
  account,
  open,
  onClose,
  onCreated,
}: {
  account: StaffAccount | null;
  open: boolean;
  onClose: () => void;
  onCreated: (password: string) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<AccountBody>();
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useStaffCreate(staffAccountFamily);
  const update = useStaffUpdate(staffAccountFamily);
  const saving = create.isPending || update.isPending;
  const submit = async (v: AccountBody) => {
    setServerError(null);
    try {
      if (account) {
        await update.mutateAsync({ id: account.id, body: { name: v.name?.trim(), role: v.role } });
        void message.success(t('common.saved'));
      } else {
        await create.mutateAsync({ ...v, email: v.email?.trim(), name: v.name?.trim() });
        onCreated(v.password ?? '');
      }
      onClose();
    } catch (err) {
      setServerError(errorText(err, t('form.serverError')));
    }
  };
  return (
    <Modal
      open={open}
      title={account ? t('staff.accounts.editTitle') : t('staff.accounts.newTitle')}
      okText={account ? t('common.save') : t('common.create')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'account-submit' }}
    >
      <Form<AccountBody>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={
          account ? { name: account.name, role: account.role } : { role: 'editor', password: generatePassword() }
        }
        onFinish={(v) => void submit(v)}
        data-testid="account-form"
      >
        {serverError && (
          <Alert type="error" showIcon title={serverError} style={{ marginBottom: 16 }} data-testid="form-error" />
        )}
        {!account && (
          <Form.Item
            name="email"
            label={t('staff.accounts.email')}
            rules={[{ required: true, whitespace: true, message: t('staff.accounts.emailRequired') }]}
          >
            <Input type="email" autoComplete="off" data-testid="account-email" />
          </Form.Item>
        )}
        {account && <Typography.Paragraph type="secondary">{account.email}</Typography.Paragraph>}
        <Form.Item
          name="name"
          label={t('staff.accounts.name')}
          rules={[{ required: true, whitespace: true, message: t('staff.accounts.nameRequired') }]}
        >
          <Input maxLength={40} data-testid="account-name" />
        </Form.Item>
        <Form.Item
          name="role"
          label={t('staff.accounts.role')}
          rules={[{ required: true, message: t('staff.accounts.roleRequired') }]}
        >
          <Select
            options={staffRoleList.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
            data-testid="account-role"
          />
        </Form.Item>
        {!account && (
          <Form.Item label={t('staff.accounts.password')} extra={t('staff.accounts.passwordHelp')} required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item
                name="password"
                noStyle
                rules={[{ required: true, message: t('staff.accounts.passwordRequired') }]}
              >
                <Input autoComplete="new-password" data-testid="account-password" />
              </Form.Item>
              <Button onClick={() => form.setFieldValue('password', generatePassword())} data-testid="account-generate">
                {t('staff.accounts.generate')}
              </Button>
            </Space.Compact>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

/** Disable or enable, after a confirmation naming the account; the server's refusal (self, last admin) shows. */
function StatusAction({ account, onError }: { account: StaffAccount; onError: (message: string | null) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const disabling = account.status === 'active';
  const act = useMutation({
    mutationFn: () => setStaffAccountActive(account.id, !disabling),
    onSuccess: () => {
      onError(null);
      void message.success(t(disabling ? 'staff.accounts.disabled' : 'staff.accounts.enabled'));
      return qc.invalidateQueries({ queryKey: familyKeys.all(staffAccountFamily) });
    },
    onError: (err) => onError(errorText(err, t('form.serverError'))),
  });
  return (
    <Popconfirm
      title={t(disabling ? 'staff.accounts.disableConfirm' : 'staff.accounts.enableConfirm', { name: account.name })}
      okText={t('common.yes')}
      cancelText={t('common.no')}
      okButtonProps={{ danger: disabling, 'data-testid': 'account-status-confirm' }}
      onConfirm={() => act.mutateAsync().catch(() => undefined)}
    >
      <Button
        type="link"
        size="small"
        danger={disabling}
        loading={act.isPending}
        data-testid={disabling ? 'account-disable' : 'account-enable'}
      >
        {t(disabling ? 'staff.accounts.disable' : 'staff.accounts.enable')}
      </Button>
    </Popconfirm>
  );
}

export default function StaffAccountsPage() {
  const { t } = useTranslation();
  const me = useMe();
  const [editing, setEditing] = useState<StaffAccount | null>(null);
  const [open, setOpen] = useState(false);
  const [shownPassword, setShownPassword] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const columns: ColumnDef<StaffAccount>[] = [
    {
      key: 'name',
      title: t('staff.accounts.name'),
      render: (_, a) => (
        <Typography.Text strong>
          {a.name}
          {a.id === me.data?.id ? t('staff.accounts.you') : ''}
        </Typography.Text>
      ),
    },
    { key: 'email', title: t('staff.accounts.email'), dataIndex: 'email' },
    {
      key: 'role',
      title: t('staff.accounts.role'),
      render: (_, a) => <Tag color={a.role === 'admin' ? 'red' : 'blue'}>{t(`roles.${a.role}`)}</Tag>,
    },
    {
      key: 'status',
      title: t('staff.accounts.status'),
      render: (_, a) => (
        <Tag color={a.status === 'active' ? 'green' : 'default'} data-testid="account-status">
          {t(`staff.accounts.statuses.${a.status}`)}
        </Tag>
      ),
    },
    { key: 'createdAt', title: t('staff.accounts.createdAt'), render: (_, a) => formatDateTime(a.createdAt) },
  ];
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('staff.accounts.listTitle')}
      </Typography.Title>
      {shownPassword && (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: () => setShownPassword(null) }}
          title={<span data-testid="account-created">{t('staff.accounts.created', { password: shownPassword })}</span>}
        />
      )}
      {refusal && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setRefusal(null) }}
          title={<span data-testid="account-refusal">{refusal}</span>}
        />
      )}
      <ResourceList
        family={staffAccountFamily}
        columns={columns}
        rowKey={(a) => a.id}
        what={t('staff.accounts.what')}
        filters={[
          {
            name: 'role',
            label: t('staff.accounts.role'),
            options: staffRoleList.map((r) => ({ value: r, label: t(`roles.${r}`) })),
          },
          {
            name: 'status',
            label: t('staff.accounts.status'),
            options: accountStatuses.map((s) => ({ value: s, label: t(`staff.accounts.statuses.${s}`) })),
          },
        ]}
        toolbar={
          <Button
            type="primary"
            onClick={() => {
              setEditing(null);
              setOpen(true);
            }}
            data-testid="account-create"
          >
            {t('common.create')}
          </Button>
        }
        actions={(a) => (
          <>
            <Button
              type="link"
              size="small"
              onClick={() => {
                setEditing(a);
                setOpen(true);
              }}
              data-testid="account-edit"
            >
              {t('common.edit')}
            </Button>
            <StatusAction account={a} onError={setRefusal} />
          </>
        )}
        testId="staff-accounts"
      />
      <AccountModal
        key={editing?.id ?? 'new'}
        account={editing}
        open={open}
        onClose={() => setOpen(false)}
        onCreated={setShownPassword}
      />
    </Flex>
  );
}
