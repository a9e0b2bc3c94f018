import { useEffect } from 'react';
import { Flex, Tag, Typography } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { StaffTicketSale } from '@nanhua/contract';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { ResourceList, type ColumnDef } from '../components/resource-list';
import { saleStates, ticketSaleFamily } from '../features/sales/families';
import { formatDateTime, formatMoney } from '../lib/format';
import { canCall, type Role } from '@nanhua/contract/rules';
import { familyKeys } from '../lib/staff-call';

const stateColor: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'default' };
/** The list is live while open: seats left and sold move as members buy. */
const refreshMs = 10_000;

export default function TicketSalesPage() {
  const { t, i18n } = useTranslation();
  const { role } = useOutletContext<{ role: Role }>();
  const qc = useQueryClient();
  const en = i18n.language === 'en';
  useEffect(() => {
    const timer = setInterval(
      () => void qc.invalidateQueries({ queryKey: [...familyKeys.all(ticketSaleFamily), 'list'] }),
      refreshMs,
    );
    return () => clearInterval(timer);
  }, [qc]);
  const columns: ColumnDef<StaffTicketSale>[] = [
    {
      key: 'title',
      title: t('sales.ticket.performance'),
      render: (_, s) => (
        <Flex vertical style={{ maxWidth: 380 }}>
          <span>
            <Typography.Text strong>{en && s.titleEn ? s.titleEn : s.titleZh}</Typography.Text>
            {!s.published && <Tag style={{ marginInlineStart: 8 }}>{t('sales.common.unpublished')}</Tag>}
          </span>
          <Typography.Text type="secondary">
            {formatDateTime(s.eventAt)} · {en && s.venueEn ? s.venueEn : s.venueZh}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'window',
      title: t('sales.ticket.window'),
      render: (_, s) => (
        <Flex vertical style={{ whiteSpace: 'nowrap' }}>
          <span>{formatDateTime(s.saleStartAt)} –</span>
          <span>{formatDateTime(s.saleEndAt)}</span>
        </Flex>
      ),
    },
    {
      key: 'state',
      title: t('sales.ticket.state'),
      render: (_, s) => (
        <Tag color={stateColor[s.state]} data-testid="sale-state">
          {t(`sales.ticket.states.${s.state}`)}
        </Tag>
      ),
    },
    {
      key: 'seats',
      title: t('sales.ticket.seats'),
      render: (_, s) => (
        <Flex vertical gap={2} data-testid="sale-seats">
          <Typography.Text strong>
            {t('sales.ticket.seatsOf', { remaining: s.remaining, sold: s.sold })}
          </Typography.Text>
          {s.categories.map((c) => (
            <Typography.Text key={c.id} type="secondary" style={{ whiteSpace: 'nowrap' }}>
              {en && c.nameEn ? c.nameEn : c.nameZh} {formatMoney(c.priceCents, s.currency)}:{' '}
              {c.seats === null
                ? t('sales.ticket.sharedSeats')
                : t('sales.ticket.seatsOf', { remaining: c.remaining ?? 0, sold: c.sold ?? 0 })}
            </Typography.Text>
          ))}
        </Flex>
      ),
    },
  ];
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('sales.ticket.listTitle')}
      </Typography.Title>
      <ResourceList
        family={ticketSaleFamily}
        columns={columns}
        rowKey={(s) => s.id}
        what={t('sales.ticket.what')}
        filters={[
          {
            name: 'state',
            label: t('sales.ticket.filterState'),
            options: saleStates.map((s) => ({ value: String(s), label: t(`sales.ticket.states.${s}`) })),
          },
        ]}
        createHref={canCall(role, '/admin/ticketSale/create') ? '/ticket-sales/new' : undefined}
        editHref={(s) => `/ticket-sales/${s.id}`}
        remove={{ name: (s) => (en && s.titleEn ? s.titleEn : s.titleZh) }}
        toolbar={
          <Typography.Text type="secondary" data-testid="live-refresh">
            <SyncOutlined /> {t('sales.common.live')}
          </Typography.Text>
        }
        testId="ticket-sales"
      />
    </>
  );
}
