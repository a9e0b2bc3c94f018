import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NavBar } from '../components/nav-bar';
import { useAddresses } from '../features/addresses/api/get-addresses';
import { AddressForm } from '../features/addresses/components/address-form';
import { LoadState } from '../features/browse-ui/components/load-state';
import { useIdParam } from '../features/browse-ui/components/use-id-param';
import { useProduct } from '../features/shop/api/get-product';
import { DeliveryAddressPanel } from '../features/shop/components/delivery-address-panel';
import { ShopConfirmOrder } from '../features/shop/components/shop-confirm-order';
import { useCart } from '../features/shop/api/cart';
import { CartView } from '../features/shop/components/cart-view';

/** The address book as the order sees it: the member's pick, else the default, else the first; a newly added one is picked. */
function useDeliveryChoice() {
  const book = useAddresses();
  const list = book.data ?? [];
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [known, setKnown] = useState<Set<number> | null>(null);
  const newcomer = known && list.find((a) => !known.has(a.id));
  if (newcomer) {
    // Adjusting state while rendering: the address just saved becomes the choice once the book has re-read.
    setChosenId(newcomer.id);
    setKnown(null);
  }
  const selected = list.find((a) => a.id === chosenId) ?? list.find((a) => a.isDefault) ?? list[0] ?? null;
  return {
    book,
    list,
    selected,
    adding,
    choose: setChosenId,
    startAdding: () => {
      setKnown(new Set(list.map((a) => a.id)));
      setAdding(true);
    },
    saved: () => setAdding(false),
    cancelAdding: () => {
      setKnown(null);
      setAdding(false);
    },
  };
}

type DeliveryChoice = ReturnType<typeof useDeliveryChoice>;

function AddressPanel({ delivery, missing }: { delivery: DeliveryChoice; missing: boolean }) {
  if (delivery.book.isPending) return null;
  return (
    <DeliveryAddressPanel
      addresses={delivery.list}
      selected={delivery.selected}
      onSelect={delivery.choose}
      adding={delivery.adding}
      onAdd={delivery.startAdding}
      onCancelAdd={delivery.cancelAdding}
      missing={missing}
      form={<AddressForm onSaved={delivery.saved} />}
    />
  );
}

/** The cart (issue 34 item 4): Confirm Orders for the cart's lines, one address, one order. */
function CartPage() {
  const { t } = useTranslation();
  const cart = useCart();
  const delivery = useDeliveryChoice();
  const [missing, setMissing] = useState(false);
  return (
    <div data-testid="shop-cart-page">
      <NavBar title={t('shop.cart.title')} />
      <LoadState query={cart}>
        {(c) => (
          <CartView
            cart={c}
            addressId={delivery.selected?.id ?? null}
            onMissingAddress={() => setMissing(true)}
            addressPanel={<AddressPanel delivery={delivery} missing={missing} />}
          />
        )}
      </LoadState>
    </div>
  );
}

/** Confirm Orders for a product (quantity, delivery address added here when the book is empty, remarks, payment), or for the cart (`?cart=1`). */
export default function ShopOrderPlaceOrderPage() {
  const [params] = useSearchParams();
  return params.get('cart') ? <CartPage /> : <ProductPlaceOrder />;
}

function ProductPlaceOrder() {
  const { t } = useTranslation();
  const id = useIdParam();
  const quantity = useIdParam('quantity') ?? 1;
  const product = useProduct(id);
  const delivery = useDeliveryChoice();
  const [missing, setMissing] = useState(false);
  return (
    <div data-testid="shop-place-order-page">
      <NavBar title={t('ticket.confirm.title')} />
      <LoadState query={product} valid={id !== null}>
        {(p) => (
          <ShopConfirmOrder
            product={p}
            initialQuantity={quantity}
            addressId={delivery.selected?.id ?? null}
            onMissingAddress={() => setMissing(true)}
            addressPanel={<AddressPanel delivery={delivery} missing={missing} />}
          />
        )}
      </LoadState>
    </div>
  );
}
