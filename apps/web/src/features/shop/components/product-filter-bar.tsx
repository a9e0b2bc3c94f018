import { useTranslation } from 'react-i18next';
import { SearchBar } from 'antd-mobile';
import { limits, productSorts, type ProductSort } from '@nanhua/contract';
import { SortPicker } from './sort-picker';
import './shop.css';

export const isProductSort = (v: string | null): v is ProductSort =>
  (productSorts as readonly (string | null)[]).includes(v);

/** Keyword (either language) and sort of the product list. */
export function ProductFilterBar({
  keyword,
  sort,
  onChange,
}: {
  keyword: string;
  sort: ProductSort;
  onChange: (next: { keyword?: string; sort?: ProductSort }) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="shop-filter" data-testid="shop-filter">
      <SearchBar
        key={keyword}
        defaultValue={keyword}
        maxLength={limits.keywordMax}
        placeholder={t('shop.list.search')}
        onSearch={(v) => onChange({ keyword: v.trim() })}
        onClear={() => onChange({ keyword: '' })}
        data-testid="shop-search"
      />
      <SortPicker value={sort} onChange={(s) => onChange({ sort: s })} />
    </div>
  );
}
