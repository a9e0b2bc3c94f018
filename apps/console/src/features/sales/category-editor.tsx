import { Button, Flex, Input, InputNumber, Table, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** One price category as the form holds it: dollars, and the seats sold so far (null: new). */
export interface CategoryRow {
  /** An existing category of the sale; absent for one added here. */
  id?: number;
  /** The form's own key for a row (stable while rows are added and removed). */
  key: string;
  nameZh: string;
  nameEn: string;
  price: number | null;
  seats: number | null;
  sold: number | null;
}

let nextKey = 0;
export const newCategoryRow = (): CategoryRow => ({
  key: `new-${++nextKey}`,
  nameZh: '',
  nameEn: '',
  price: null,
  seats: null,
  sold: null,
});

/** The API's categories → the editor's rows. */
export const toCategoryRows = (
  cats: { id: number; nameZh: string; nameEn: string; priceCents: number; seats: number | null; sold: number | null }[],
): CategoryRow[] =>
  cats.map((c) => ({
    id: c.id,
    key: `c-${c.id}`,
    nameZh: c.nameZh,
    nameEn: c.nameEn,
    price: c.priceCents / 100,
    seats: c.seats,
    sold: c.sold,
  }));

/** The editor's rows → the body's categories (cents; an existing one keeps its id). */
export const toCategoryBody = (rows: CategoryRow[]) =>
  rows.map((r) => ({
    ...(r.id === undefined ? {} : { id: r.id }),
    nameZh: r.nameZh.trim(),
    nameEn: r.nameEn.trim(),
    priceCents: Math.round((r.price ?? 0) * 100),
    seats: r.seats ?? 0,
  }));

/** What is missing in a row before it is sent (the server checks again), or null. */
export function rowProblem(r: CategoryRow, t: TFunction): string | null {
  if (!r.nameZh.trim()) return t('sales.ticket.categoryNameRequired');
  if (r.price === null) return t('sales.ticket.categoryPriceRequired');
  if (r.seats === null) return t('sales.ticket.categorySeatsRequired');
  return null;
}

/** Seats set below those the category sold: the refusal, in the interface language (shown on the row). */
export const belowSold = (r: CategoryRow, t: TFunction): string | null =>
  r.sold !== null && r.seats !== null && r.seats < r.sold
    ? t('sales.ticket.seatsBelowSold', { name: r.nameZh.trim(), sold: r.sold })
    : null;

/** The form rule of the categories: at least one, each complete (seats below sold are refused on the row and at submit). */
export const categoriesRule = (t: TFunction) => ({
  validator: async (_: unknown, rows: CategoryRow[] | undefined) => {
    if (!rows || rows.length === 0) throw new Error(t('sales.ticket.categoriesRequired'));
    for (const r of rows) {
      const problem = rowProblem(r, t);
      if (problem) throw new Error(problem);
    }
  },
});

/**
 * The sale's price categories: name (Chinese, English), price in S$, seats; add and remove rows. An
 * existing category shows what it sold; its seats may not go below that, and it cannot be removed once
 * it sold (the server refuses both too).
 */
export function CategoryEditor({
  value = [],
  onChange,
  id,
}: {
  value?: CategoryRow[];
  onChange?: (rows: CategoryRow[]) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const set = (key: string, patch: Partial<CategoryRow>) =>
    onChange?.(value.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  return (
    <Flex vertical gap={8} id={id} data-testid="category-editor">
      <Table<CategoryRow>
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={value}
        locale={{ emptyText: t('sales.ticket.categoriesRequired') }}
        onRow={(_, i) => ({ 'data-testid': `category-row-${i}` }) as object}
        columns={[
          {
            key: 'nameZh',
            title: t('sales.ticket.categoryNameZh'),
            render: (_, r) => (
              <Input
                value={r.nameZh}
                maxLength={40}
                aria-label={t('sales.ticket.categoryNameZh')}
                data-testid="category-name-zh"
                onChange={(e) => set(r.key, { nameZh: e.target.value })}
              />
            ),
          },
          {
            key: 'nameEn',
            title: t('sales.ticket.categoryNameEn'),
            render: (_, r) => (
              <Input
                value={r.nameEn}
                maxLength={40}
                aria-label={t('sales.ticket.categoryNameEn')}
                data-testid="category-name-en"
                onChange={(e) => set(r.key, { nameEn: e.target.value })}
              />
            ),
          },
          {
            key: 'price',
            title: t('sales.ticket.categoryPrice'),
            width: 150,
            render: (_, r) => (
              <InputNumber
                value={r.price}
                min={0}
                precision={2}
                prefix="S$"
                style={{ width: 130 }}
                aria-label={t('sales.ticket.categoryPrice')}
                data-testid="category-price"
                onChange={(v) => set(r.key, { price: typeof v === 'number' ? v : null })}
              />
            ),
          },
          {
            key: 'seats',
            title: t('sales.ticket.categorySeats'),
            width: 130,
            render: (_, r) => {
              const below = r.sold !== null && r.seats !== null && r.seats < r.sold;
              return (
                <InputNumber
                  value={r.seats}
                  min={0}
                  max={100_000}
                  precision={0}
                  status={below ? 'error' : undefined}
                  style={{ width: 110 }}
                  aria-label={t('sales.ticket.categorySeats')}
                  data-testid="category-seats"
                  onChange={(v) => set(r.key, { seats: typeof v === 'number' ? v : null })}
                />
              );
            },
          },
          {
            key: 'sold',
            title: t('sales.ticket.categorySold'),
            width: 90,
            render: (_, r) =>
              r.sold === null ? (
                <Tag>{t('sales.ticket.categoryNew')}</Tag>
              ) : (
                <span data-testid="category-sold">{r.sold}</span>
              ),
          },
          {
            key: 'remove',
            width: 56,
            render: (_, r) => {
              const locked = (r.sold ?? 0) > 0;
              return (
                <Tooltip title={locked ? t('sales.ticket.soldCannotRemove') : t('sales.ticket.categoryRemove')}>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    disabled={locked}
                    aria-label={t('sales.ticket.categoryRemove')}
                    data-testid="category-remove"
                    onClick={() => onChange?.(value.filter((x) => x.key !== r.key))}
                  />
                </Tooltip>
              );
            },
          },
        ]}
      />
      {value.map((r) => {
        const problem = belowSold(r, t);
        return problem ? (
          <Typography.Text type="danger" key={r.key} data-testid="category-seats-below-sold">
            {problem}
          </Typography.Text>
        ) : null;
      })}
      <div>
        <Button
          icon={<PlusOutlined />}
          onClick={() => onChange?.([...value, newCategoryRow()])}
          disabled={value.length >= 20}
          data-testid="category-add"
        >
          {t('sales.ticket.categoryAdd')}
        </Button>
      </div>
    </Flex>
  );
}
