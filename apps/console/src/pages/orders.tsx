import { useMemo, useState } from 'react';
import { App, Button, DatePicker, Flex, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { RequestError } from '@nanhua/client';
import {
  boxOfficeOrderKinds,
  boxOfficeOrderStates,
  type BoxOfficeOrderKind,
  type BoxOfficeOrderRow,
  type BoxOfficeOrderState,
} from '@nanhua/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResourceList, type ColumnDef } from '../components/resource-list';
import { downloadOrdersCsv, orderFamily } from '../features/orders/api';
import { useAddressParams } from '../lib/address-params';
import { formatDateTime, formatMoney } from '../lib/format';

export const stateColor: Record<BoxOfficeOrderState, string> = {
  unpaid: 'gold',
  paid: 'green',
  cancelled: 'default',
  expired: 'default',
};
const day = /^\d{4}-\d{2}-\d{2}$/;

/** The box office's order search: one list over ticket, shop and membership orders, with a CSV export. */
export default function OrdersPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { params, set } = useAddressParams();
  const from = day.test(params.get('from') ?? '') ? params.get('from')! : undefined;
  const to = day.test(params.get('to') ?? '') ? params.get('to')! : undefined;
  const family = useMemo(() => orderFamily({ from, to }), [from, to]);
  const [exporting, setExporting] = useState(false);

  const setRange = (v: [string | undefined, string | undefined]) => set({ from: v[0], to: v[1] });

  const exportCsv = async () => {
    setExporting(true);
    try {
      const r = await downloadOrdersCsv({
        q: params.get('q') ?? undefined,
        from,
        to,
        kind: (params.get('kind') ?? undefined) as BoxOfficeOrderKind | undefined,
        state: (params.get('state') ?? undefined) as BoxOfficeOrderState | undefined,
      });
      void (r.truncated
        ? message.warning(t('orders.exportTruncated', { count: r.rows }))
        : message.success(t('orders.exported', { count: r.rows })));
    } catch (err) {
      // The request layer has already said why (a refusal, a timeout, no connection).
      if (!(err instanceof RequestError)) void message.error(t('orders.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  const columns: ColumnDef<BoxOfficeOrderRow>[] = [
    {
      key: 'orderNo',
      title: t('orders.orderNo'),
      render: (_, o) => (
        <Link to={`/orders/${o.kind}/${o.id}`} data-testid="order-link">
          {o.orderNo}
        </Link>
      ),
    },
    { key: 'kind', title: t('orders.kind'), render: (_, o) => t(`orders.kinds.${o.kind}`) },
    {
      key: 'member',
      title: t('orders.member'),
      width: 200,
      // A long e-mail is cut with an ellipsis (its full text on hover) so the date and actions stay in view.
      render: (_, o) => (
        <Flex vertical style={{ maxWidth: 184 }}>
          <Typography.Text ellipsis={{ tooltip: o.member.name }}>{o.member.name}</Typography.Text>
          <Typography.Text
            type="secondary"
            ellipsis={{ tooltip: o.member.email ?? undefined }}
            data-testid="order-member-email"
          >
            {o.member.email ?? '—'}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'title', title: t('orders.items'), dataIndex: 'title', ellipsis: true, width: 180 },
    { key: 'amount', title: t('orders.amount'), render: (_, o) => formatMoney(o.amountCents, o.currency) },
    {
      key: 'state',
      title: t('orders.state'),
      // Room for two tags side by side, wrapping onto a second line rather than under the actions column.
      width: 170,
      render: (_, o) => (
        <Flex gap={4} wrap>
          <Tag color={stateColor[o.state]}>{t(`orders.states.${o.state}`)}</Tag>
          {o.refundPending && <Tag color="orange">{t('orders.refundPending')}</Tag>}
          {o.refundedUnits > 0 && <Tag>{t('orders.refunded', { count: o.refundedUnits })}</Tag>}
        </Flex>
      ),
    },
    { key: 'createdAt', title: t('orders.createdAt'), render: (_, o) => formatDateTime(o.createdAt) },
  ];

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('orders.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('orders.emptyHint')}</Typography.Paragraph>
      <ResourceList
        family={family}
        columns={columns}
        rowKey={(o) => `${o.kind}-${o.id}`}
        what={t('orders.what')}
        pageSizes={[10, 20, 50, 100]}
        filters={[
          {
            name: 'kind',
            label: t('orders.kind'),
            options: boxOfficeOrderKinds.map((k) => ({ value: k, label: t(`orders.kinds.${k}`) })),
          },
          {
            name: 'state',
            label: t('orders.state'),
            options: boxOfficeOrderStates.map((s) => ({ value: s, label: t(`orders.states.${s}`) })),
          },
        ]}
        actions={(o) => <Link to={`/orders/${o.kind}/${o.id}`}>{t('orders.open')}</Link>}
        toolbar={
          <Flex gap={12} wrap align="center">
            <DatePicker.RangePicker
              aria-label={t('orders.dateRange')}
              placeholder={[t('orders.from'), t('orders.to')]}
              allowEmpty={[true, true]}
              value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
              onChange={(v) => setRange([v?.[0]?.format('YYYY-MM-DD'), v?.[1]?.format('YYYY-MM-DD')])}
              data-testid="orders-range"
            />
            <Button
              icon={<DownloadOutlined />}
              loading={exporting}
              onClick={() => void exportCsv()}
              data-testid="orders-export"
            >
              {exporting ? t('orders.exporting') : t('orders.exportCsv')}
            </Button>
          </Flex>
        }
        testId="orders"
      />
    </>
  );
}
