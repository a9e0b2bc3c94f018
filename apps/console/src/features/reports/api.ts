import { request, requestFile } from '@nanhua/client';
import type { ReportFormat } from '@nanhua/contract';
import '../../lib/client';
import { saveFile } from '../../lib/save-file';

/** The reports' calls (issue 37 item 6): each a typed function over the request layer. */

export interface PerformanceQuery {
  page: number;
  size: number;
  q?: string;
}

export const listPerformances = (q: PerformanceQuery, signal?: AbortSignal) =>
  request('/admin/report/performances', { query: { page: q.page, size: q.size, q: q.q || undefined }, signal });

export const getPerformanceReport = (id: number, signal?: AbortSignal) =>
  request('/admin/report/performance/{id}', { params: { id }, signal });

export interface SettlementQuery {
  from: string;
  to: string;
  page: number;
  size: number;
}

export const getSettlement = (q: SettlementQuery, signal?: AbortSignal) =>
  request('/admin/report/settlement', { query: q, signal });

/** A performance's report as a file, saved under the server's name. */
export async function downloadPerformance(id: number, format: ReportFormat): Promise<void> {
  const file = await requestFile('/admin/report/performanceExport/{id}', { params: { id }, query: { format } });
  saveFile(file.blob, file.name ?? `performance-${id}.${format}`);
}

/** A period's settlement as a file. */
export async function downloadSettlement(from: string, to: string, format: ReportFormat): Promise<void> {
  const file = await requestFile('/admin/report/settlementExport', { query: { from, to, format } });
  saveFile(file.blob, file.name ?? `settlement-${from}-${to}.${format}`);
}
