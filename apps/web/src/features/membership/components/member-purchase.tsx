import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'antd-mobile';
import type { MemberPackages, PaymentMethod } from '@nanhua/contract';
import { Empty } from '../../../components/empty';
import { PaymentMethodPicker } from '../../../components/payment-method-picker';
import { BottomBar } from '../../../components/bottom-bar';
import { paymentHref } from '../../../config/paths';
import { formatDate, formatMoney } from '../../../lib/format';
import { navigateTo } from '../../../lib/navigation';
import { useSaveMemberOrder } from '../api/save-member-order';
import { PackageCard } from './package-card';
import './membership.css';

export const packagesAnchor = 'member-packages';

/** 'Membership Package': choose one, choose how to pay, then the payment page; a member in force renews. */
export function MemberPurchase({ data }: { data: MemberPackages }) {
  const { t } = useTranslation();
  const { packages, membership: m } = data;
  // A renewal starts on the member's own tier; a newcomer on the cheapest package (the first of equals).
  const cheapest = packages.reduce<(typeof packages)[number] | undefined>(
    (low, p) => (!low || p.price < low.price ? p : low),
    undefined,
  );
  const [chosenId, setChosenId] = useState<number | undefined>(
    (packages.find((p) => m.isMember && p.userType === m.userType) ?? cheapest)?.id,
  );
  const [method, setMethod] = useState<PaymentMethod>('card');
  const save = useSaveMemberOrder();
  const chosen = packages.find((p) => p.id === chosenId);
  const renewal = m.isMember;
  const pay = () =>
    chosen &&
    save.mutate(
      { packageId: chosen.id, paymentMethod: method },
      { onSuccess: (order) => order && navigateTo(paymentHref(order.id, 'member'), { replace: true }) },
    );
  if (packages.length === 0) {
    return (
      <section className="member-panel" id={packagesAnchor} data-testid="member-packages">
        <h2 className="member-section-title">{t('member.center.packagesTitle')}</h2>
        <Empty />
      </section>
    );
  }
  return (
    <>
      <section className="member-panel" id={packagesAnchor} data-testid="member-packages">
        <h2 className="member-section-title">{t('member.center.packagesTitle')}</h2>
        {renewal && m.expiresAt && (
          <p className="member-hint" data-testid="member-renew-hint">
            {t('member.center.renewHint', { date: formatDate(m.expiresAt) })}
          </p>
        )}
        <div className="member-packages">
          {packages.map((p) => (
            <PackageCard
              key={p.id}
              pkg={p}
              selected={p.id === chosenId}
              renewal={renewal}
              onSelect={() => setChosenId(p.id)}
            />
          ))}
        </div>
      </section>
      <section className="member-panel">
        <h2 className="member-section-title">{t('member.center.paymentMethod')}</h2>
        <PaymentMethodPicker value={method} onChange={setMethod} />
      </section>
      <BottomBar
        total={
          <>
            {t('member.center.amount')}{' '}
            <strong data-testid="member-total">{chosen ? formatMoney(chosen.price, chosen.currency) : '—'}</strong>
          </>
        }
      >
        <Button color="primary" disabled={!chosen} loading={save.isPending} data-testid="member-pay" onClick={pay}>
          {t(renewal ? 'member.center.renewNow' : 'member.center.payNow')}
        </Button>
      </BottomBar>
    </>
  );
}
