import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Toast } from 'antd-mobile';
import { netPaidAmount, PayStatus, RefundStatus, type MemberOrder } from '@nanhua/contract';
import { TestTag } from '../../../components/test-tag';
import { paymentHref } from '../../../config/paths';
import { formatDate, formatMoney, formatTime } from '../../../lib/format';
import { navigateTo } from '../../../lib/navigation';
import { useDeleteMemberOrder } from '../api/delete-member-order';
import './membership.css';

/** The server's rule: any record may leave the list (a paid membership stays), unless a refund is under review. */
export const canDeleteMemberOrder = (o: MemberOrder) => o.orderReturn?.status !== RefundStatus.Pending;

/** One purchase: package, SPEC §4 label (`label`, drawn by the page), amount (net of refunds), time, validity once paid; pay or delete. */
export function MemberOrderCard({ order: o, label }: { order: MemberOrder; label: ReactNode }) {
  const { t } = useTranslation();
  const remove = useDeleteMemberOrder();
  const confirmDelete = async () => {
    if (!(await Dialog.confirm({ content: t('member.order.deleteConfirm'), confirmText: t('member.order.delete') })))
      return;
    remove.mutate(o.id, { onSuccess: () => void Toast.show({ icon: 'success', content: t('member.order.deleted') }) });
  };
  return (
    <article className="member-order" data-testid="member-order" data-order-no={o.orderNo}>
      <div className="member-order__head">
        <h3 className="member-order__title">{o.package?.name ?? o.lines[0]?.title}</h3>
        <span className="member-order__tags">
          {o.testPayment && <TestTag />}
          {label}
        </span>
      </div>
      <p className="member-order__row">
        <span>{t('member.order.amount')}</span>
        <strong className="member-order__amount" data-testid="member-order-amount">
          {formatMoney(netPaidAmount(o), o.currency)}
        </strong>
      </p>
      <p className="member-order__row">
        <span>{t('member.order.submitted')}</span>
        <span>{formatTime(o.submittedAt)}</span>
      </p>
      {o.payStatus === PayStatus.Paid && o.membershipUntil && (
        <p className="member-order__row" data-testid="member-order-until">
          <span>{t('member.order.validUntil')}</span>
          <span>{formatDate(o.membershipUntil)}</span>
        </p>
      )}
      <div className="member-order__actions">
        {canDeleteMemberOrder(o) && (
          <Button
            size="small"
            fill="outline"
            loading={remove.isPending}
            data-testid="member-order-delete"
            onClick={() => void confirmDelete()}
          >
            {t('member.order.delete')}
          </Button>
        )}
        {o.payStatus === PayStatus.Unpaid && (
          <Button
            size="small"
            color="primary"
            data-testid="member-order-pay"
            onClick={() => navigateTo(paymentHref(o.id, 'member'))}
          >
            {t('member.order.payNow')}
          </Button>
        )}
      </div>
    </article>
  );
}
