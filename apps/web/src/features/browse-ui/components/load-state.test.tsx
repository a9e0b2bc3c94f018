import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Code } from '@nanhua/contract';
import { RequestError } from '@nanhua/client';
import '../../../lib/i18n';
import { LoadState } from './load-state';
import { PremiumLock } from './premium-lock';

const base = { data: undefined, isPending: false, isError: false, error: null, refetch: () => undefined };

describe('LoadState', () => {
  it('shows the content once loaded', () => {
    render(<LoadState query={{ ...base, data: 'hello' }}>{(d) => <p>{d}</p>}</LoadState>);
    expect(screen.getByText('hello')).toBeTruthy();
  });

  it('an unknown or deleted id (a refusal from the API) is a not-found state', () => {
    const error = new RequestError('code', '演出不存在或已下架', { code: Code.Refused, status: 200 });
    render(<LoadState query={{ ...base, isError: true, error }}>{() => <p>never</p>}</LoadState>);
    expect(screen.getByTestId('not-found-state').textContent).toContain('内容不存在或已下架');
  });

  it('a malformed id never loads and is not found', () => {
    render(
      <LoadState query={{ ...base, isPending: true }} valid={false}>
        {() => <p>never</p>}
      </LoadState>,
    );
    expect(screen.getByTestId('not-found-state')).toBeTruthy();
  });

  it('other failures offer a retry', () => {
    render(
      <LoadState query={{ ...base, isError: true, error: new RequestError('timeout', 'timeout') }}>
        {() => <p>never</p>}
      </LoadState>,
    );
    expect(screen.getByTestId('error-retry')).toBeTruthy();
  });
});

describe('PremiumLock', () => {
  it('explains the lock and links to the member centre', () => {
    render(
      <MemoryRouter>
        <PremiumLock />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('premium-lock').textContent).toContain('会员专享');
    expect(screen.getByTestId('premium-lock-link').getAttribute('href')).toBe('/pages/user/memberCenter');
  });
});
