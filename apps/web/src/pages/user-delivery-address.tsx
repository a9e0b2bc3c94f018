import { useTranslation } from 'react-i18next';
import { NavBar } from '../components/nav-bar';
import { AddressList } from '../features/addresses/components/address-list';

export default function AddressesPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="addresses-page">
      <NavBar title={t('account.addresses.title')} />
      <AddressList />
    </div>
  );
}
