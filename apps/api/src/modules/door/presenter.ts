import type { DoorOutcome, DoorScanView } from '@nanhua/contract';
import type { doorScans } from '../../db/schema/index.js';

export const presentScan = (r: { scan: typeof doorScans.$inferSelect; orderNo: string | null }): DoorScanView => ({
  nonce: r.scan.nonce,
  ticketId: r.scan.orderId,
  orderNo: r.orderNo,
  deviceId: r.scan.deviceId,
  scannedAt: r.scan.scannedAt.toISOString(),
  count: r.scan.count,
  admitted: r.scan.admitted,
  outcome: r.scan.outcome as DoorOutcome,
  overrideReason: r.scan.overrideReason,
});
