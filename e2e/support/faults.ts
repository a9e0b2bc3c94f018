// A stream of ticket orders against running API processes, for the fault tests (e2e/specs/faults.e2e.ts)
// and the figures of bench/faults.mjs: who was told "ordered", and whether the database agrees.
import { createTokenService } from '../../apps/api/src/services/tokens.js';

/** Runs SQL with $n parameters: a pg Client or PGlite. */
export type Exec = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface Sale {
  saleId: number;
  seats: number;
  bearers: string[];
}

/** A sale with a seat for every buyer (nobody is told "sold out") and that many signed-in buyers. */
export async function createSaleAndBuyers(exec: Exec, secret: string, buyers: number): Promise<Sale> {
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const sale = await exec(
    `insert into ticket_sales (title_zh, title_en, venue_zh, venue_en, poster, event_at, valid_until, sale_start_at, sale_end_at, price_cents, total_seats, remaining)
     values ('故障演练', 'Fault drill', '剧场', 'Theatre', '/files/seed/x.webp', $1, $2, $3, $4, 3800, $5, $5) returning id`,
    [iso(now + 7 * 864e5), iso(now + 7 * 864e5 + 3 * 36e5), iso(now - 36e5), iso(now + 6 * 864e5), buyers],
  );
  const users = (
    await exec(
      `insert into users (email, nick_name) select 'fault' || g || '@example.com', 'fault' || g from generate_series(1, $1::int) g returning id, email, nick_name`,
      [buyers],
    )
  ).rows as { id: number; email: string; nick_name: string }[];
  const tokens = createTokenService(secret, { now: () => new Date() });
  const bearers = await Promise.all(
    users.map((u) => tokens.signAccess({ id: u.id, email: u.email, nickName: u.nick_name, userType: 4, avatar: null })),
  );
  return { saleId: Number(sale.rows[0].id), seats: buyers, bearers };
}

export interface Ack {
  orderNo: string;
  base: string;
  at: number;
}

export interface OrderStream {
  acked: Ack[];
  /** Answers by kind: 'ok', 'unavailable' (503 envelope), 'refused' (other envelope), 'network', or `http <status>`. */
  counts: Record<string, number>;
  /** Bodies of answers that were neither an acknowledgement nor a 503 envelope (for the failure message). */
  odd: string[];
  setBases(bases: string[]): void;
  /** Whether `base` acknowledged an order whose request started after `t` (ms since epoch). */
  okSince(base: string, t: number): boolean;
  stop(): Promise<void>;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `concurrency` buyers at a time, each a new buyer, round-robin over the bases; a short pause after each answer. */
export function startOrderStream(opts: {
  bases: string[];
  sale: Sale;
  concurrency: number;
  pauseMs?: number;
}): OrderStream {
  let bases = opts.bases;
  let next = 0;
  let running = true;
  const acked: Ack[] = [];
  const counts: Record<string, number> = {};
  const odd: string[] = [];
  const okStarts = new Map<string, number>();
  const count = (k: string) => (counts[k] = (counts[k] ?? 0) + 1);
  const worker = async () => {
    while (running) {
      const i = next++;
      if (i >= opts.sale.bearers.length) return;
      const base = bases[i % bases.length];
      const started = Date.now();
      try {
        const res = await fetch(`${base}/api/v1/ticket/order/buy`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${opts.sale.bearers[i]}`,
            'accept-language': 'en',
          },
          body: JSON.stringify({ saleId: opts.sale.saleId, quantity: 1 }),
          signal: AbortSignal.timeout(30_000),
        });
        const text = await res.text();
        let body: { code?: number; message?: string; result?: { orderNo?: string } } = {};
        try {
          body = JSON.parse(text);
        } catch {
          // not an envelope: counted below
        }
        if (res.status === 200 && body.code === 1002 && body.result?.orderNo) {
          acked.push({ orderNo: body.result.orderNo, base, at: Date.now() });
          okStarts.set(base, Math.max(okStarts.get(base) ?? 0, started));
          count('ok');
        } else if (
          res.status === 503 &&
          body.code === 503 &&
          body.message === 'The service is briefly unavailable, please try again in a moment'
        ) {
          count('unavailable');
        } else if (res.status === 200 && typeof body.message === 'string') {
          count('refused');
          odd.push(`${res.status} ${text}`);
        } else {
          count(`http ${res.status}`);
          odd.push(`${res.status} ${text.slice(0, 300)}`);
        }
      } catch {
        count('network');
        await pause(50);
      }
      await pause(opts.pauseMs ?? 10);
    }
  };
  const workers = Array.from({ length: opts.concurrency }, worker);
  return {
    acked,
    counts,
    odd,
    setBases: (b) => void (bases = b),
    okSince: (base, t) => (okStarts.get(base) ?? 0) > t,
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}

export interface Audit {
  /** Acknowledged orders the database does not have. */
  lost: string[];
  ordersInDb: number;
  seatsSold: number;
  seatLines: number;
  remaining: number;
}

/** Compare what buyers were told with what the database holds. */
export async function auditOrders(exec: Exec, sale: Sale, acked: Ack[]): Promise<Audit> {
  const orders = (
    await exec(
      `select distinct o.order_no from orders o join order_lines l on l.order_id = o.id where o.kind = 'ticket' and l.item_id = $1`,
      [sale.saleId],
    )
  ).rows.map((r) => String(r.order_no));
  const have = new Set(orders);
  const { remaining } = (await exec('select remaining from ticket_sales where id = $1', [sale.saleId])).rows[0] as {
    remaining: number;
  };
  const { lines } = (
    await exec(
      `select coalesce(sum(l.quantity), 0)::int as lines from order_lines l join orders o on o.id = l.order_id where l.item_id = $1 and o.kind = 'ticket'`,
      [sale.saleId],
    )
  ).rows[0] as { lines: number };
  return {
    lost: acked.filter((a) => !have.has(a.orderNo)).map((a) => a.orderNo),
    ordersInDb: orders.length,
    seatsSold: sale.seats - Number(remaining),
    seatLines: Number(lines),
    remaining: Number(remaining),
  };
}

/** Wait for `check` to hold, polling; false at the deadline (the caller asserts, with its own message). */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  deadlineMs: number,
  everyMs = 50,
): Promise<boolean> {
  const end = Date.now() + deadlineMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await pause(everyMs);
  }
  return check();
}
