import { useState } from 'react';
import { App, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffShopOrderStates, type StaffShopOrder } from '@nanhua/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResourceList, type ColumnDef } from '../components/resource-list';
import { shipShopOrder, shopOrderFamily } from '../features/orders/api';
import { formatDateTime, formatMoney } from '../lib/format';
import { familyKeys } from '../lib/staff-call';

/** Paid shop orders to ship (oldest first), marked shipped with the courier and tracking number. */
export default function ShippingPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [shipping, setShipping] = useState<StaffShopOrder | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<{ courier: string; tracking: string }>();
  const ship = useMutation({
    mutationFn: (v: { id: number; note: string }) => shipShopOrder(v.id, v.note),
    onSuccess: () => {
      void message.success(t('shipping.shipped'));
      setShipping(null);
      form.resetFields();
      return qc.invalidateQueries({ queryKey: familyKeys.all(shopOrderFamily) });
    },
    onError: (err) => setError(err.message),
  });
  const columns: ColumnDef<StaffShopOrder>[] = [
    {
      key: 'orderNo',
      // The order and who bought it share a column (a long e-mail cut, full on hover) so the delivery fits at 1440 wide.
      title: `${t('shipping.orderNo')} / ${t('shipping.member')}`,
      width: 230,
      render: (_, o) => (
        <Flex vertical style={{ maxWidth: 214 }}>
          <Typography.Text copyable={{ text: o.orderNo }}>
            <Link to={`/orders/shop/${o.id}`} data-testid="shipping-order-link">
              {o.orderNo}
            </Link>
          </Typography.Text>
          <Typography.Text
            type="secondary"
            ellipsis={{ tooltip: o.userEmail ?? undefined }}
            data-testid="shipping-member"
          >
            {o.userEmail ?? '—'}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'items',
      title: t('shipping.items'),
      width: 200,
      render: (_, o) => o.lines.map((l) => `${l.title} × ${l.quantity}`).join('; '),
    },
    { key: 'total', title: t('shipping.total'), width: 100, render: (_, o) => formatMoney(o.totalAmount, o.currency) },
    { key: 'paidAt', title: t('shipping.paidAt'), width: 110, render: (_, o) => formatDateTime(o.paidAt) },
    {
      key: 'delivery',
      title: t('shipping.delivery'),
      width: 260,
      render: (_, o) =>
        o.delivery
          ? `${o.delivery.recipientName} · ${o.delivery.contactNumber} · ${o.delivery.address}, ${o.delivery.country} ${o.delivery.postalCode}`
          : '—',
    },
    {
      key: 'shipped',
      title: t('shipping.note'),
      width: 150,
      render: (_, o) => (o.shippedAt ? `${formatDateTime(o.shippedAt)} · ${o.shippingNote ?? ''}` : '—'),
    },
  ];
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('shipping.title')}
      </Typography.Title>
      <ResourceList
        family={shopOrderFamily}
        columns={columns}
        rowKey={(o) => o.id}
        what={t('shipping.what')}
        search={false}
        pageSizes={[10, 20, 50]}
        filters={[
          {
            name: 'state',
            label: t('shipping.title'),
            initial: 'toShip',
            options: staffShopOrderStates.map((s) => ({ value: s, label: t(`shipping.states.${s}`) })),
          },
        ]}
        toolbar={
          <Link to="/refunds" data-testid="shipping-returns">
            {t('orders.shipping.returns')}
          </Link>
        }
        actions={(o) =>
          !o.shippedAt && (
            <Button
              type="primary"
              size="small"
              data-testid="order-ship"
              onClick={() => {
                setError(null);
                setShipping(o);
              }}
            >
              {t('shipping.ship')}
            </Button>
          )
        }
      />
      <Modal
        open={shipping !== null}
        title={t('shipping.shipTitle')}
        okText={t('shipping.ship')}
        okButtonProps={{ loading: ship.isPending }}
        cancelText={t('common.cancel')}
        onCancel={() => setShipping(null)}
        onOk={() => form.submit()}
      >
        {shipping && <Typography.Paragraph type="secondary">{shipping.orderNo}</Typography.Paragraph>}
        <Form
          form={form}
          layout="vertical"
          onFinish={(v) =>
            shipping && ship.mutate({ id: shipping.id, note: `${v.courier.trim()} · ${v.tracking.trim()}` })
          }
        >
          <Form.Item
            name="courier"
            label={t('shipping.courier')}
            rules={[{ required: true, whitespace: true, message: t('shipping.courierRequired') }]}
          >
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item
            name="tracking"
            label={t('shipping.tracking')}
            rules={[{ required: true, whitespace: true, message: t('shipping.trackingRequired') }]}
            validateStatus={error ? 'error' : undefined}
            help={error ?? undefined}
          >
            <Input maxLength={80} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
