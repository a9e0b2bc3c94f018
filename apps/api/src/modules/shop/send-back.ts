import { RefundStatus } from '@nanhua/contract';
import type { DbOrTx } from '../../db/client.js';
import { pick } from '../../lib/locale.js';
import { t } from '../../lib/messages.js';
import type { RefundRow } from '../orders/repository.js';

/** Where and how goods come back, as the company's contact details give them (composition.ts passes the reader). */
export interface ReturnAddressReader {
  (db: DbOrTx): Promise<{ addressZh: string; addressEn: string; instructionsZh: string; instructionsEn: string }>;
}

/**
 * Whether the member is to send the goods of a return back: staff approved it, the parcel had left
 * before they did, and the goods come back (not written off with restock false). The member's message
 * on approval and the order page say so by this one rule.
 */
export const sendsGoodsBack = (
  shippedAt: Date | null | undefined,
  r: Pick<RefundRow, 'status' | 'restock' | 'processedAt'> | null | undefined,
): boolean =>
  !!shippedAt &&
  !!r &&
  r.status === RefundStatus.Approved &&
  r.restock !== false &&
  (!r.processedAt || shippedAt.getTime() <= r.processedAt.getTime());

/** The sentence the approval message adds, in both languages (English falls back to the Chinese). */
export async function sendBackNotice(read: ReturnAddressReader, db: DbOrTx): Promise<{ zh: string; en: string }> {
  const a = await read(db);
  return {
    zh: t('zh-Hans', 'msg.shop.sendBack', { address: a.addressZh, instructions: a.instructionsZh }),
    en: t('en', 'msg.shop.sendBack', {
      address: pick('en', a.addressZh, a.addressEn),
      instructions: pick('en', a.instructionsZh, a.instructionsEn),
    }),
  };
}
