import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Radio, Space } from 'antd-mobile';
import type { DeliveryAddress } from '@nanhua/contract';
import { PopupSheet } from '../../../components/popup-sheet';
import './shop.css';
import { countryLabel } from '../../../lib/countries';

interface DeliveryAddressPanelProps {
  addresses: DeliveryAddress[];
  selected: DeliveryAddress | null;
  onSelect: (id: number) => void;
  /** The address form is open in place (the page supplies it). */
  adding: boolean;
  onAdd: () => void;
  /** Back to the chosen address without adding one (only when the book has some). */
  onCancelAdd: () => void;
  form: ReactNode;
  /** Submitted without an address. */
  missing: boolean;
}

function AddressText({ address: a }: { address: DeliveryAddress }) {
  const { t, i18n } = useTranslation();
  return (
    <span className="ship-to__text">
      <strong>
        {a.recipientName} <span className="ship-to__phone">{a.contactNumber}</span>
        {a.isDefault && <span className="ship-to__tag">{t('account.addresses.default')}</span>}
      </strong>
      <span className="ship-to__line">
        {a.address}, {countryLabel(a.country, i18n.language)} {a.postalCode}
      </span>
    </span>
  );
}

/** Delivery address: the chosen one with a picker, or — with an empty book — the add form right here. */
export function DeliveryAddressPanel({
  addresses,
  selected,
  onSelect,
  adding,
  onAdd,
  onCancelAdd,
  form,
  missing,
}: DeliveryAddressPanelProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  return (
    <section className="shop-panel" data-testid="delivery-address">
      <h3 className="shop-panel__title">{t('shop.confirm.address')}</h3>
      {adding ? (
        <div data-testid="address-in-place">
          {form}
          {addresses.length > 0 && (
            <button type="button" className="ship-to__cancel" data-testid="address-add-cancel" onClick={onCancelAdd}>
              {t('account.settings.cancel')}
            </button>
          )}
        </div>
      ) : selected ? (
        <button
          type="button"
          className="ship-to"
          data-testid="address-selected"
          data-address-id={selected.id}
          onClick={() => setPicking(true)}
        >
          <AddressText address={selected} />
          <span className="ship-to__change">{t('shop.confirm.change')}</span>
        </button>
      ) : (
        <button type="button" className="ship-to ship-to--empty" data-testid="address-empty" onClick={onAdd}>
          {t('shop.confirm.addressEmpty')}
        </button>
      )}
      {missing && !selected && !adding && (
        <p className="ship-to__error" role="alert" data-testid="address-required">
          {t('shop.confirm.addressRequired')}
        </p>
      )}
      <PopupSheet
        visible={picking}
        onClose={() => setPicking(false)}
        title={t('shop.confirm.pick')}
        testId="address-picker"
      >
        <Radio.Group
          value={selected?.id}
          onChange={(v) => {
            onSelect(Number(v));
            setPicking(false);
          }}
        >
          <Space direction="vertical" block>
            {addresses.map((a) => (
              <Radio key={a.id} value={a.id} data-testid="address-option" block>
                <AddressText address={a} />
              </Radio>
            ))}
          </Space>
        </Radio.Group>
        <button
          type="button"
          className="ship-to__add"
          data-testid="address-add-new"
          onClick={() => {
            setPicking(false);
            onAdd();
          }}
        >
          + {t('account.addresses.add')}
        </button>
      </PopupSheet>
    </section>
  );
}
