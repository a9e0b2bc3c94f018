import { useState } from 'react';
import { Alert, Button, DatePicker, Flex, Form, InputNumber, Select, Spin, Switch, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { StaffTicketSale, StaffTicketSaleCreate } from '@nanhua/contract';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../lib/format';
import { fromPicker, toPicker } from '../../lib/company-time';
import {
  CategoryEditor,
  belowSold,
  categoriesRule,
  newCategoryRow,
  toCategoryBody,
  toCategoryRows,
  type CategoryRow,
} from './category-editor';
import { searchPerformances } from './families';

/** The contract's ticketOrderLimit (restated: the console does not bundle the contract's schemas). */
const perOrderMax = 6;

interface Values {
  performanceId?: number;
  window?: [Dayjs, Dayjs];
  perOrderLimit?: number;
  featured: boolean;
  published: boolean;
  categories: CategoryRow[];
}

function PerformancePicker({
  value,
  onChange,
  current,
  id,
}: {
  value?: number;
  onChange?: (v: number) => void;
  current?: { id: number; label: string };
  id?: string;
}) {
  const { t, i18n } = useTranslation();
  const [q, setQ] = useState('');
  const found = useQuery({
    queryKey: ['staff', 'performance', 'pick', q],
    queryFn: ({ signal }) => searchPerformances(q, signal),
    retry: false,
  });
  const en = i18n.language === 'en';
  const options = (found.data?.items ?? []).map((p) => {
    const item = p as { id: number; titleZh: string; titleEn: string; startAt: string };
    return {
      value: item.id,
      label: `${en && item.titleEn ? item.titleEn : item.titleZh} · ${formatDateTime(item.startAt)}`,
    };
  });
  if (current && !options.some((o) => o.value === current.id))
    options.unshift({ value: current.id, label: current.label });
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setQ }}
      value={value}
      onChange={onChange}
      options={options}
      placeholder={t('sales.ticket.performanceSearch')}
      notFoundContent={found.isFetching ? <Spin size="small" /> : undefined}
      style={{ maxWidth: 560 }}
      data-testid="performance-picker"
    />
  );
}

/**
 * A ticket sale's form: the performance, the sale window, the per-order limit, its price categories,
 * featured and published. Seats below those sold are refused here; the server's own refusal (in the
 * interface language) shows on the form too, and nothing typed is lost.
 */
export function TicketSaleForm({
  sale,
  onSubmit,
  submitText,
}: {
  sale?: StaffTicketSale;
  onSubmit: (body: StaffTicketSaleCreate) => Promise<unknown>;
  submitText: string;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const initial: Values = sale
    ? {
        performanceId: sale.performanceId ?? undefined,
        window: [toPicker(sale.saleStartAt), toPicker(sale.saleEndAt)],
        perOrderLimit: sale.perOrderLimit,
        featured: sale.featured,
        published: sale.published,
        categories: toCategoryRows(sale.categories),
      }
    : { perOrderLimit: perOrderMax, featured: false, published: true, categories: [newCategoryRow()] };
  // A sale from before price categories: one price for every seat. It keeps that price and its seats;
  // everything else is edited as usual (its categories are never sent, so none is required).
  const singlePrice = sale !== undefined && sale.categories.length === 0;
  const current = sale?.performanceId
    ? {
        id: sale.performanceId,
        label: `${i18n.language === 'en' && sale.titleEn ? sale.titleEn : sale.titleZh} · ${formatDateTime(sale.eventAt)}`,
      }
    : undefined;

  const submit = async (v: Values) => {
    setServerError(null);
    // Seats below those sold: the row says so (in the interface language) and nothing is sent.
    if (!singlePrice && v.categories.some((r) => belowSold(r, t))) return;
    setSaving(true);
    try {
      const [start, end] = v.window ?? [];
      const body = {
        performanceId: v.performanceId ?? 0,
        saleStartAt: start ? fromPicker(start) : '',
        saleEndAt: end ? fromPicker(end) : '',
        perOrderLimit: v.perOrderLimit ?? perOrderMax,
        featured: Boolean(v.featured),
        published: Boolean(v.published),
      };
      // An update is partial: a single-price sale's update leaves its price and seats alone.
      await onSubmit(
        singlePrice ? (body as StaffTicketSaleCreate) : { ...body, categories: toCategoryBody(v.categories) },
      );
    } catch (err) {
      setServerError(err instanceof Error && err.message ? err.message : t('form.serverError'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={(v) => void submit(v)}
      data-testid="ticket-sale-form"
      scrollToFirstError
      style={{ maxWidth: 1100 }}
    >
      {serverError && (
        <Alert type="error" showIcon title={serverError} style={{ marginBottom: 16 }} data-testid="form-error" />
      )}
      <Form.Item
        name="performanceId"
        label={t('sales.ticket.performance')}
        rules={[{ required: true, message: t('sales.ticket.performanceRequired') }]}
      >
        <PerformancePicker current={current} />
      </Form.Item>
      <Form.Item
        name="window"
        label={t('sales.ticket.window')}
        rules={[{ required: true, message: t('sales.ticket.windowRequired') }]}
      >
        <DatePicker.RangePicker
          showTime={{ format: 'HH:mm' }}
          format="DD/MM/YYYY HH:mm"
          placeholder={[t('form.rangeStart'), t('form.rangeEnd')]}
          data-testid="sale-window"
        />
      </Form.Item>
      <Form.Item
        name="perOrderLimit"
        label={t('sales.ticket.perOrderLimit')}
        rules={[{ required: true, message: t('sales.ticket.perOrderLimitRequired') }]}
      >
        <InputNumber min={1} max={perOrderMax} precision={0} style={{ width: 200 }} data-testid="per-order-limit" />
      </Form.Item>
      {singlePrice ? (
        <Form.Item label={t('sales.ticket.categories')}>
          <Alert
            type="info"
            showIcon
            data-testid="single-price"
            title={t('sales.ticket.singlePrice', {
              price: formatMoney(sale.priceCents, sale.currency),
              seats: sale.totalSeats,
              sold: sale.sold,
            })}
          />
        </Form.Item>
      ) : (
        <Form.Item
          name="categories"
          label={t('sales.ticket.categories')}
          extra={
            <Typography.Text type="secondary" data-testid="categories-help">
              {t('sales.ticket.categoriesHelp')}
            </Typography.Text>
          }
          rules={[categoriesRule(t)]}
        >
          <CategoryEditor />
        </Form.Item>
      )}
      <Flex gap={32}>
        <Form.Item name="featured" label={t('sales.ticket.featured')} valuePropName="checked">
          <Switch data-testid="sale-featured" />
        </Form.Item>
        <Form.Item name="published" label={t('sales.common.published')} valuePropName="checked">
          <Switch data-testid="sale-published" />
        </Form.Item>
      </Flex>
      <Button type="primary" htmlType="submit" loading={saving} data-testid="form-submit">
        {submitText}
      </Button>
    </Form>
  );
}
