import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { positiveParam, useAddressParams } from './address-params';

function setup(start: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[start]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ state: useAddressParams(), location: useLocation() }), { wrapper });
}

describe('useAddressParams', () => {
  it('changes keys, drops empty ones and goes back to page 1', () => {
    const { result } = setup('/orders?q=old&page=3&kind=ticket');
    act(() => result.current.state.set({ q: 'new', kind: '' }));
    expect(result.current.location.search).toBe('?q=new');
  });

  it('keeps the page when told to, or when the change names the page', () => {
    const { result } = setup('/media?page=3');
    act(() => result.current.state.set({ size: '48' }, false));
    expect(result.current.location.search).toBe('?page=3&size=48');
    act(() => result.current.state.set({ page: '5' }));
    expect(result.current.location.search).toBe('?page=5&size=48');
  });

  it('clears everything', () => {
    const { result } = setup('/audit?entity=ticketSale&actorId=2&page=2');
    act(() => result.current.state.clear());
    expect(result.current.location.search).toBe('');
  });
});

describe('positiveParam', () => {
  it('takes positive whole numbers only', () => {
    expect(positiveParam('4', 1)).toBe(4);
    for (const bad of [null, '', '0', '-3', '2.5', 'x', '9999999999']) expect(positiveParam(bad, 1)).toBe(1);
  });
});
