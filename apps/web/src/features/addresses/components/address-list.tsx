import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Radio } from 'antd-mobile';
import type { DeliveryAddress } from '@nanhua/contract';
import { Empty } from '../../../components/empty';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { PopupSheet } from '../../../components/popup-sheet';
import { useDeleteAddress } from '../api/delete-address';
import { useSetDefaultAddress } from '../api/set-default-address';
import { useAddresses } from '../api/get-addresses';
import { AddressForm } from './address-form';
import './address-list.css';
import { countryLabel } from '../../../lib/countries';

type Editing = { address?: DeliveryAddress } | null;

/** Manage Addresses: the default marked and switchable, edit and delete (confirmed), add. */
export function AddressList() {
  const { t, i18n } = useTranslation();
  const { data, isPending, isError, refetch } = useAddresses();
  const remove = useDeleteAddress();
  const setDefault = useSetDefaultAddress();
  const [editing, setEditing] = useState<Editing>(null);

  const onDelete = async (a: DeliveryAddress) => {
    const ok = await Dialog.confirm({
      content: t('account.addresses.deleteConfirm'),
      confirmText: t('account.settings.confirm'),
      cancelText: t('account.settings.cancel'),
    });
    if (ok) await remove.mutateAsync(a.id).catch(() => undefined);
  };

  if (isPending) return <PageLoader />;
  if (isError) return <ErrorState onRetry={() => void refetch()} />;
  return (
    <div className="address-list">
      {data.length === 0 ? (
        <Empty description={t('account.addresses.empty')} />
      ) : (
        data.map((a) => (
          <article key={a.id} className="address-card" data-testid="address-card" data-default={a.isDefault}>
            <div className="address-card__head">
              <strong>{a.recipientName}</strong>
              <span>{a.contactNumber}</span>
              {a.isDefault && <span className="address-card__tag">{t('account.addresses.default')}</span>}
            </div>
            <p className="address-card__body">
              {a.address}, {countryLabel(a.country, i18n.language)} {a.postalCode}
            </p>
            <div className="address-card__actions">
              <Radio
                checked={a.isDefault}
                onChange={() => !a.isDefault && setDefault.mutate(a.id)}
                data-testid="address-set-default"
              >
                {t('account.addresses.setDefault')}
              </Radio>
              <span className="address-card__buttons">
                <button type="button" onClick={() => setEditing({ address: a })} data-testid="address-edit">
                  {t('account.addresses.editAction')}
                </button>
                <button type="button" onClick={() => void onDelete(a)} data-testid="address-delete">
                  {t('account.addresses.deleteAction')}
                </button>
              </span>
            </div>
          </article>
        ))
      )}
      <div className="address-list__add">
        <Button block color="danger" onClick={() => setEditing({})} data-testid="address-add">
          {t('account.addresses.add')}
        </Button>
      </div>
      <PopupSheet
        visible={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing?.address ? 'account.addresses.edit' : 'account.addresses.add')}
        testId="address-sheet"
      >
        {editing && <AddressForm address={editing.address} onSaved={() => setEditing(null)} />}
      </PopupSheet>
    </div>
  );
}
