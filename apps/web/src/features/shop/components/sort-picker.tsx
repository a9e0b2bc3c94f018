import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckList } from 'antd-mobile';
import { productSorts, type ProductSort } from '@nanhua/contract';
import { PopupSheet } from '../../../components/popup-sheet';
import './shop.css';

/** SPEC §9's sorts in a sheet; the button shows the one in use. */
export function SortPicker({ value, onChange }: { value: ProductSort; onChange: (s: ProductSort) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="sort-button"
        data-testid="sort-open"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <span className="sort-button__label">{t('shop.list.sort')}</span>
        <span data-testid="sort-current">{t(`shop.sorts.${value}`)}</span>
      </button>
      <PopupSheet visible={open} onClose={() => setOpen(false)} title={t('shop.list.sort')} testId="sort-sheet">
        <CheckList
          value={[value]}
          onChange={(v) => {
            const next = v[0] as ProductSort | undefined;
            if (next) onChange(next);
            setOpen(false);
          }}
        >
          {productSorts.map((s) => (
            <CheckList.Item key={s} value={s} data-testid={`sort-${s}`}>
              {t(`shop.sorts.${s}`)}
            </CheckList.Item>
          ))}
        </CheckList>
      </PopupSheet>
    </>
  );
}
