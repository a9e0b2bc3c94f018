import {
  boxOfficeExportMax,
  limits,
  type BoxOfficeOrder,
  type BoxOfficeOrderKind,
  type Locale,
  type StaffPage,
  type BoxOfficeOrderRow,
} from '@nanhua/contract';
import type { Db } from '../../db/client.js';
import { notFound, refuse } from '../../lib/errors.js';
import type { Clock } from '../../services/clock.js';
import type { MailLog } from '../../services/mail.js';
import type { OrderCore } from '../orders/service.js';
import type { AuditTrail } from '../staff/audit.js';
import type { TicketMail } from '../ticket/ticket-mail.js';
import { toCsv } from '../../lib/csv.js';
import { presentOrder, presentRow, rowKindOf, stateOf } from './presenter.js';
import * as repo from './repository.js';

export interface BoxOfficeDeps {
  db: Db;
  clock: Clock;
  /** Writes go through the order core (cancel releases seats / stock the kind's own way). */
  core: Pick<OrderCore, 'cancelUnpaidById'>;
  audit: AuditTrail;
  /** The e-ticket mail the member got on payment (links on config.publicUrl, never from a request). */
  ticketMail: Pick<TicketMail, 'send'>;
}

export interface OrderSearch {
  q?: string;
  from?: string;
  to?: string;
  kind?: BoxOfficeOrderKind;
  state?: repo.OrderFilter['state'];
}

/** How far past the page the search counts (total exact below that, a lower bound beyond). */
const COUNT_AHEAD = 1000;

const csvTexts = {
  'zh-Hans': {
    header: [
      '类型',
      '订单号',
      '会员',
      '邮箱',
      '内容',
      '金额',
      '已退金额',
      '净额',
      '币种',
      '状态',
      '已退数量',
      '退款待审',
      '支付参考号',
      '下单时间',
    ],
    kind: { ticket: '门票', shop: '商城', membership: '会员' },
    state: { unpaid: '待支付', paid: '已支付', cancelled: '已取消', expired: '已超时' },
    yes: '是',
    no: '',
  },
  en: {
    header: [
      'Kind',
      'Order no.',
      'Member',
      'E-mail',
      'Items',
      'Amount',
      'Refunded',
      'Net',
      'Currency',
      'State',
      'Units refunded',
      'Refund pending',
      'Payment reference',
      'Ordered at',
    ],
    kind: { ticket: 'Ticket', shop: 'Shop', membership: 'Membership' },
    state: { unpaid: 'Unpaid', paid: 'Paid', cancelled: 'Cancelled', expired: 'Expired' },
    yes: 'yes',
    no: '',
  },
} as const;

const localTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: limits.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const when = (iso: string) => localTime.format(new Date(iso)).replace(',', '');

/** The box office (issue 14): search every order, read one whole, cancel an unpaid one, resend an e-ticket, export CSV. */
export function createBoxOfficeService(d: BoxOfficeDeps) {
  const { db, clock } = d;

  function where(f: OrderSearch) {
    if (f.from && f.to && f.from > f.to) throw refuse('msg.boxoffice.rangeInvalid');
    return repo.orderWhere({ ...f, kind: f.kind ? rowKindOf(f.kind) : undefined }, clock.now());
  }

  async function found(kind: BoxOfficeOrderKind, id: number): Promise<repo.SearchRow> {
    const row = await repo.findOrder(db, rowKindOf(kind), id);
    if (!row) throw notFound('msg.order.notFound');
    return row;
  }

  async function order(kind: BoxOfficeOrderKind, id: number, l: Locale): Promise<BoxOfficeOrder> {
    const row = await found(kind, id);
    const o = row.order;
    const [lines, pass, shipping, refunds, checkIns, doorAdmissions, messages, disputes] = await Promise.all([
      repo.linesOf(db, o.id),
      o.kind === 'ticket' ? repo.passOf(db, o.id) : Promise.resolve(undefined),
      o.kind === 'shop' ? repo.shippingOf(db, o.id) : Promise.resolve(undefined),
      repo.refundsOf(db, o.id),
      o.kind === 'ticket' ? repo.checkInsOf(db, o.id) : Promise.resolve([]),
      o.kind === 'ticket' ? repo.doorAdmissionsOf(db, o.id) : Promise.resolve([]),
      repo.messagesAbout(db, o.userId, o.orderNo),
      repo.disputesOf(db, o.id),
    ]);
    const refundLines = await repo.refundLinesOf(
      db,
      refunds.map((r) => r.refund.id),
    );
    return presentOrder(
      { row, lines, pass, shipping, refunds, refundLines, checkIns, doorAdmissions, messages, disputes },
      l,
      clock.now(),
    );
  }

  return {
    async search(f: OrderSearch & { page: number; size: number }, l: Locale): Promise<StaffPage<BoxOfficeOrderRow>> {
      const w = where(f);
      const offset = (f.page - 1) * f.size;
      const [rows, total] = await Promise.all([
        repo.searchOrders(db, w, offset, f.size),
        repo.countOrders(db, w, offset + f.size + COUNT_AHEAD),
      ]);
      const now = clock.now();
      return { items: rows.map((r) => presentRow(r, l, now)), total, page: f.page, size: f.size };
    },

    order,

    /** Staff cancel an unpaid order: refused once it is paid or closed; the audit entry commits with the cancel. */
    async cancel(
      staffId: number,
      kind: BoxOfficeOrderKind,
      id: number,
      reason: string | undefined,
      l: Locale,
    ): Promise<BoxOfficeOrder> {
      const row = await found(kind, id);
      const state = stateOf(row.order, clock.now());
      if (state === 'paid') throw refuse('msg.boxoffice.paidNotCancellable');
      if (state !== 'unpaid') throw refuse('msg.boxoffice.alreadyClosed');
      const done = await d.core.cancelUnpaidById(row.order.id, (tx) =>
        d.audit.record(tx, {
          actorId: staffId,
          action: 'order.cancel',
          entity: 'order',
          entityId: row.order.id,
          before: { orderNo: row.order.orderNo, kind, payStatus: row.order.payStatus },
          after: { orderNo: row.order.orderNo, kind, payStatus: 2 },
          reason: reason || null,
        }),
      );
      if (!done) {
        // Paid or closed in between: say which.
        const now = await found(kind, id);
        throw refuse(
          stateOf(now.order, clock.now()) === 'paid'
            ? 'msg.boxoffice.paidNotCancellable'
            : 'msg.boxoffice.alreadyClosed',
        );
      }
      return order(kind, id, l);
    },

    /** The e-ticket mail again (as sent on payment), to the member's address, in the member's language. */
    async resendTicket(id: number, log?: MailLog): Promise<{ to: string }> {
      const row = await found('ticket', id);
      const o = row.order;
      if (stateOf(o, clock.now()) !== 'paid') throw refuse('msg.boxoffice.ticketNotIssued');
      if (!row.memberEmail) throw refuse('msg.boxoffice.noEmail');
      const sent = await d.ticketMail.send(o.id, log);
      if (!sent) throw refuse('msg.boxoffice.ticketNotIssued');
      return sent;
    },

    /** The search as one CSV file (at most boxOfficeExportMax rows, newest first), headers in the caller's language. */
    async exportCsv(f: OrderSearch, l: Locale): Promise<{ csv: string; rows: number; truncated: boolean }> {
      const rows = await repo.searchOrders(db, where(f), 0, boxOfficeExportMax + 1);
      const now = clock.now();
      const t = csvTexts[l];
      const kept = rows.slice(0, boxOfficeExportMax);
      const dollars = (cents: number) => (cents / 100).toFixed(2);
      const csv = toCsv(
        [...t.header],
        kept.map((r) => {
          const x = presentRow(r, l, now);
          return [
            t.kind[x.kind],
            x.orderNo,
            x.member.name,
            x.member.email,
            x.title,
            dollars(x.amountCents),
            dollars(r.refundedCents),
            dollars(x.amountCents - r.refundedCents),
            x.currency,
            t.state[x.state],
            x.refundedUnits,
            x.refundPending ? t.yes : t.no,
            r.order.providerRef,
            when(x.createdAt),
          ];
        }),
      );
      return { csv, rows: kept.length, truncated: rows.length > boxOfficeExportMax };
    },
  };
}

export type BoxOfficeService = ReturnType<typeof createBoxOfficeService>;
