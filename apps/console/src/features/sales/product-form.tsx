import { useState } from 'react';
import { Alert, Button, Col, Form, Input, InputNumber, Row, Select, Switch, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { StaffProduct, StaffProductCreate } from '@nanhua/contract';
import { useTranslation } from 'react-i18next';
import { allShopCategories, uploadSquareImage } from './families';
import { ImagesEditor } from './images-editor';

interface Values {
  categoryId?: number;
  titleZh?: string;
  titleEn?: string;
  summaryZh?: string;
  summaryEn?: string;
  descriptionZh?: string;
  descriptionEn?: string;
  images: string[];
  price?: number | null;
  originalPrice?: number | null;
  stock?: number | null;
  published: boolean;
}

const cents = (dollars: number | null | undefined) => (typeof dollars === 'number' ? Math.round(dollars * 100) : null);
const trim = (s: string | undefined) => (s ?? '').trim();

/** A product's form: category, names and texts in both languages, pictures, price, original price, stock, published. */
export function ProductForm({
  product,
  onSubmit,
  submitText,
}: {
  product?: StaffProduct;
  onSubmit: (body: StaffProductCreate) => Promise<unknown>;
  submitText: string;
}) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const categories = useQuery({
    queryKey: ['staff', 'shopCategory', 'all'],
    queryFn: ({ signal }) => allShopCategories(signal),
    retry: false,
  });
  const initial: Values = product
    ? {
        ...product,
        images: product.images,
        price: product.priceCents / 100,
        originalPrice: product.originalPriceCents === null ? null : product.originalPriceCents / 100,
        stock: product.stock,
      }
    : { images: [], published: true, stock: null, price: null, originalPrice: null };

  const submit = async (v: Values) => {
    setServerError(null);
    setSaving(true);
    try {
      await onSubmit({
        categoryId: v.categoryId ?? 0,
        titleZh: trim(v.titleZh),
        titleEn: trim(v.titleEn),
        summaryZh: trim(v.summaryZh),
        summaryEn: trim(v.summaryEn),
        descriptionZh: trim(v.descriptionZh),
        descriptionEn: trim(v.descriptionEn),
        images: v.images.map((u) => u.trim()).filter(Boolean),
        priceCents: cents(v.price) ?? 0,
        originalPriceCents: cents(v.originalPrice),
        stock: v.stock ?? 0,
        published: Boolean(v.published),
      });
    } catch (err) {
      setServerError(err instanceof Error && err.message ? err.message : t('form.serverError'));
    } finally {
      setSaving(false);
    }
  };

  const pair = (
    name: 'title' | 'summary' | 'description',
    label: string,
    area: boolean,
    max: number,
    zhRequired: boolean,
  ) => {
    const input = (lang: string) =>
      area ? (
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} maxLength={max} showCount aria-label={lang} />
      ) : (
        <Input maxLength={max} aria-label={lang} />
      );
    const zhLabel = t('form.zhLabel', { field: label });
    const enLabel = t('form.enLabel', { field: label });
    return (
      <Row gutter={24} data-testid={`bilingual-${name}`}>
        <Col span={12}>
          <Form.Item
            name={`${name}Zh`}
            label={zhLabel}
            rules={
              zhRequired ? [{ required: true, whitespace: true, message: t('form.zhRequired', { field: label }) }] : []
            }
          >
            {input(zhLabel)}
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name={`${name}En`} label={enLabel}>
            {input(enLabel)}
          </Form.Item>
        </Col>
      </Row>
    );
  };

  const options = (categories.data?.items ?? []).map((c) => ({
    value: c.id,
    label: en && c.nameEn ? c.nameEn : c.nameZh,
  }));
  return (
    <Form<Values>
      layout="vertical"
      initialValues={initial}
      onFinish={(v) => void submit(v)}
      data-testid="product-form"
      scrollToFirstError
      style={{ maxWidth: 1100 }}
    >
      {serverError && (
        <Alert type="error" showIcon title={serverError} style={{ marginBottom: 16 }} data-testid="form-error" />
      )}
      <Form.Item
        name="categoryId"
        label={t('sales.product.category')}
        rules={[{ required: true, message: t('sales.product.categoryRequired') }]}
        extra={
          categories.isSuccess && options.length === 0 ? (
            <Typography.Text type="warning">{t('sales.product.noCategories')}</Typography.Text>
          ) : undefined
        }
      >
        <Select
          options={options}
          loading={categories.isPending}
          style={{ maxWidth: 320 }}
          data-testid="product-category"
        />
      </Form.Item>
      {pair('title', t('sales.product.title'), false, 100, true)}
      {pair('summary', t('sales.product.summary'), false, 200, false)}
      {pair('description', t('sales.product.description'), true, 5000, false)}
      <Form.Item
        name="images"
        label={t('sales.product.images')}
        extra={t('sales.product.imagesHelp')}
        rules={[
          {
            validator: async (_, v: string[] | undefined) => {
              if (!v?.some((u) => u.trim())) throw new Error(t('sales.product.imagesRequired'));
            },
          },
        ]}
      >
        <ImagesEditor upload={uploadSquareImage} />
      </Form.Item>
      <Row gutter={24}>
        <Col>
          <Form.Item
            name="price"
            label={t('sales.common.price')}
            rules={[{ required: true, message: t('sales.product.priceRequired') }]}
            style={{ maxWidth: 320 }}
          >
            <InputNumber min={0} precision={2} prefix="S$" style={{ width: 200 }} data-testid="product-price" />
          </Form.Item>
        </Col>
        <Col>
          <Form.Item name="originalPrice" label={t('sales.common.originalPrice')}>
            <InputNumber
              min={0}
              precision={2}
              prefix="S$"
              style={{ width: 200 }}
              data-testid="product-original-price"
            />
          </Form.Item>
        </Col>
        <Col>
          <Form.Item
            name="stock"
            label={t('sales.product.stock')}
            extra={t('sales.product.stockHelp')}
            rules={[{ required: true, message: t('sales.product.stockRequired') }]}
            style={{ maxWidth: 360 }}
          >
            <InputNumber min={0} max={1_000_000} precision={0} style={{ width: 200 }} data-testid="product-stock" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="published" label={t('sales.common.published')} valuePropName="checked">
        <Switch data-testid="product-published" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} data-testid="form-submit">
        {submitText}
      </Button>
    </Form>
  );
}
