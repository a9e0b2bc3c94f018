import { describe, expect, it } from 'vitest';
import { calls, type CallPath } from '@nanhua/contract/calls';
import { endpointList, endpoints } from '@nanhua/contract';
import { callTable, request, type RequestInput } from '../src/index.js';
import { envelope, fakeFrontEnd } from './fake-front-end.js';

const front = fakeFrontEnd();
const paths = Object.keys(calls) as CallPath[];

describe('the client call table vs the contract', () => {
  it('has exactly one entry per row of the contract call table, and the schema table has the same rows', () => {
    expect(Object.keys(callTable).sort()).toEqual([...paths].sort());
    expect(Object.keys(endpoints).sort()).toEqual([...paths].sort());
  });

  it.each(endpointList.map((e) => [e.path, e] as const))(
    '%s matches method, channel, body encoding, scope and roles',
    (path, e) => {
      const row = callTable[path as CallPath];
      expect({
        path: row.path,
        method: row.method,
        channel: row.channel,
        bodyKind: row.bodyKind,
        scope: row.scope,
        roles: 'roles' in row ? row.roles : undefined,
      }).toEqual({
        path: e.path,
        method: e.method,
        channel: e.channel,
        bodyKind: e.bodyKind,
        scope: e.scope,
        roles: e.roles,
      });
    },
  );
});

/** Every `{name}` of a path filled with 7. */
const paramsOf = (path: string) => Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, 7]));
const filled = (path: string) => `/api/v1${path.replace(/\{\w+\}/g, '7')}`;
const contentTypes = {
  none: undefined,
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: undefined,
} as const;

/** The loose input of any call: a test drives every row the same way. */
function inputFor(path: CallPath): RequestInput<CallPath> {
  const row = calls[path];
  const body = row.bodyKind === 'multipart' ? new FormData() : row.bodyKind === 'none' ? undefined : {};
  return { params: paramsOf(path), body } as RequestInput<CallPath>;
}

describe('request sends every call as its row says', () => {
  it.each(paths.map((p) => [p] as const))('%s (signed in)', async (path) => {
    const row = calls[path];
    front.signIn();
    front.fetchMock.mockResolvedValueOnce(envelope(1002, null));
    await expect(request(path, inputFor(path))).resolves.toBeNull();
    const [url, init] = front.fetchMock.mock.calls[0];
    const headers = (init?.headers ?? {}) as Record<string, string>;
    expect(String(url)).toBe(filled(path));
    expect(init?.method).toBe(row.method);
    expect(headers['Content-Type']).toBe(contentTypes[row.bodyKind]);
    expect(init?.body === undefined).toBe(row.bodyKind === 'none');
    // Staff calls go with the token like token calls; optional ones use it when there is one.
    expect(headers.Authorization).toBe(row.channel === 'public' ? undefined : 'Bearer old-access');
  });

  it.each(
    paths.filter((p) => calls[p].channel === 'public' || calls[p].channel === 'optional').map((p) => [p] as const),
  )('%s (signed out) goes without a token', async (path) => {
    front.fetchMock.mockResolvedValueOnce(envelope(1002, null));
    await request(path, inputFor(path));
    expect(((front.fetchMock.mock.calls[0][1]?.headers ?? {}) as Record<string, string>).Authorization).toBeUndefined();
  });

  it.each(paths.filter((p) => calls[p].channel === 'token' || calls[p].channel === 'staff').map((p) => [p] as const))(
    '%s (signed out) is not sent: the session is over',
    async (path) => {
      await expect(request(path, inputFor(path))).rejects.toMatchObject({ kind: 'session' });
      expect(front.fetchMock).not.toHaveBeenCalled();
      expect(front.navigate).toHaveBeenCalledWith('/pages/index');
    },
  );

  it('takes a row as well as its path', async () => {
    front.fetchMock.mockResolvedValueOnce(envelope(1002, []));
    await expect(request(callTable['/site/sponsor/getList'])).resolves.toEqual([]);
    expect(String(front.fetchMock.mock.calls[0][0])).toBe('/api/v1/site/sponsor/getList');
  });
});
