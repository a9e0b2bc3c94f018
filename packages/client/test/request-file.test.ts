import { beforeEach, describe, expect, it } from 'vitest';
import { RequestError, requestFile } from '../src/index.js';
import { envelope, fakeFrontEnd } from './fake-front-end.js';

const front = fakeFrontEnd();
const { fetchMock, toastTexts, signIn } = front;

const exportPath = '/admin/order/export';
const refreshPath = '/api/v1/usercenter/user/refreshToken';
const csv = (body: string) =>
  new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="orders-2026-12-03.csv"',
      'x-export-rows': '2',
    },
  });

describe('requestFile: a call answered with a file', () => {
  beforeEach(() => signIn());

  it('resolves the file, its name and headers, sent with the token, the language and the query', async () => {
    fetchMock.mockResolvedValue(csv('\uFEFForderNo\nT1\nT2\n'));
    const file = await requestFile(exportPath, { query: { q: 'T1', kind: 'ticket' } });

    // The bytes as sent, BOM included (Excel needs it; Blob.text() would drop it).
    expect([...new Uint8Array(await file.blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await file.blob.text()).toBe('orderNo\nT1\nT2\n');
    expect(file.name).toBe('orders-2026-12-03.csv');
    expect(file.headers.get('x-export-rows')).toBe('2');
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe('/api/v1/admin/order/export?q=T1&kind=ticket');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer old-access');
    expect((init?.headers as Record<string, string>)['Accept-Language']).toBe('en');
    expect(toastTexts()).toEqual([]);
  });

  it('refreshes an expired token once and replays the download (no search call first)', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === refreshPath) return envelope(1002, { accessToken: 'new-access', refreshToken: 'new-refresh' });
      const auth = (init?.headers as Record<string, string>).Authorization;
      return auth === 'Bearer new-access' ? csv('orderNo\n') : envelope(1001, null, 'expired');
    });
    const file = await requestFile(exportPath, { query: {} });

    expect(await file.blob.text()).toBe('orderNo\n');
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toEqual([
      '/api/v1/admin/order/export',
      refreshPath,
      '/api/v1/admin/order/export',
    ]);
  });

  it('a refusal is an envelope: its message is toasted once and the call rejects', async () => {
    fetchMock.mockResolvedValue(envelope(1005, null, 'Your role cannot use this call'));
    const failure = await requestFile(exportPath, { query: {} }).catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(RequestError);
    expect(toastTexts()).toEqual(['Your role cannot use this call']);
  });

  it('a success that is an envelope instead of a file rejects with Bad Request', async () => {
    fetchMock.mockResolvedValue(envelope(1002, 'not a file'));
    const failure = await requestFile(exportPath, { query: {} }).catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(RequestError);
    expect(toastTexts()).toEqual(['Bad Request']);
  });
});
