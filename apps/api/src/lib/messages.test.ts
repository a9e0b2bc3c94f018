import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { accountMessages } from './messages/account.js';
import { browseMessages } from './messages/browse.js';
import { coreMessages } from './messages/core.js';
import { engageMessages } from './messages/engage.js';
import { mediaMessages } from './messages/media.js';
import { memberMessages } from './messages/member.js';
import { orderMessages } from './messages/order.js';
import { paymentMessages } from './messages/payment.js';
import { shopMessages } from './messages/shop.js';
import { ticketMessages } from './messages/ticket.js';
import { liveMessages } from './messages/live.js';
import { doorMessages } from './messages/door.js';
import { staffMessages } from './messages/staff.js';
import { salesMessages } from './messages/sales.js';
import { contentMessages } from './messages/content.js';
import { membersMessages } from './messages/members.js';
import { outreachMessages } from './messages/outreach.js';
import { boxofficeMessages } from './messages/boxoffice.js';
import { mailMessages } from './messages/mail.js';
import { reportsMessages } from './messages/reports.js';
import { isMessageKey, messages, t } from './messages.js';

const areas = {
  coreMessages,
  accountMessages,
  browseMessages,
  engageMessages,
  orderMessages,
  paymentMessages,
  ticketMessages,
  shopMessages,
  memberMessages,
  mediaMessages,
  liveMessages,
  staffMessages,
  salesMessages,
  contentMessages,
  membersMessages,
  outreachMessages,
  doorMessages,
  boxofficeMessages,
  mailMessages,
  reportsMessages,
};
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Every `'msg.…'` literal in the TypeScript sources under `dir` (tests excluded), with the file naming it. */
function keysUsedIn(dir: string): { key: string; file: string }[] {
  const out: { key: string; file: string }[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...keysUsedIn(path));
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) {
      for (const m of readFileSync(path, 'utf8').matchAll(/'(msg\.[A-Za-z0-9_.]+)'/g))
        out.push({ key: m[1]!, file: path });
    }
  }
  return out;
}

describe('the message catalogue', () => {
  it('has every key in both languages, with the same placeholders', () => {
    for (const [key, text] of Object.entries(messages)) {
      expect(text['zh-Hans'].trim(), `${key} zh-Hans`).not.toBe('');
      expect(text.en.trim(), `${key} en`).not.toBe('');
      expect(placeholders(text.en), key).toEqual(placeholders(text['zh-Hans']));
    }
  });

  it('names each key in one area file only', () => {
    const total = Object.values(areas).reduce((n, a) => n + Object.keys(a).length, 0);
    expect(Object.keys(messages)).toHaveLength(total);
  });

  it('keeps the order, payment, ticket, shop and member messages under their own area', () => {
    const prefix = {
      orderMessages: 'msg.order.',
      paymentMessages: 'msg.payment.',
      ticketMessages: 'msg.ticket.',
      shopMessages: 'msg.shop.',
      memberMessages: 'msg.member.',
      salesMessages: 'msg.sales.',
    } as const;
    for (const [area, p] of Object.entries(prefix)) {
      for (const key of Object.keys(areas[area as keyof typeof prefix]))
        expect(key, area).toMatch(new RegExp(`^${p.replace(/\./g, '\\.')}`));
    }
  });

  it('holds every key the contract schemas and the API name', () => {
    const contract = fileURLToPath(new URL('../../../../packages/contract/src', import.meta.url));
    const api = fileURLToPath(new URL('..', import.meta.url));
    const used = [...keysUsedIn(contract), ...keysUsedIn(api)];
    expect(used.length).toBeGreaterThan(100);
    expect(used.filter((u) => !isMessageKey(u.key))).toEqual([]);
  });

  it('fills placeholders and falls back to nothing for a missing value', () => {
    expect(t('en', 'msg.shop.notEnoughStock', { stock: 2 })).toBe('Only 2 left in stock');
    expect(t('zh-Hans', 'msg.order.notFound')).toBe('订单不存在');
  });
});
