import { describe, expect, it } from 'vitest';
import { defineTexts, mergeTexts } from './texts';

describe('area texts', () => {
  const area = defineTexts({ orders: { title: '订单' } }, { orders: { title: 'Orders' } });

  it('merges an area over the shared texts in each language', () => {
    expect(mergeTexts({ app: { name: 'x' } }, [area], 'zh')).toEqual({ app: { name: 'x' }, orders: { title: '订单' } });
    expect(mergeTexts({ app: { name: 'x' } }, [area], 'en')).toEqual({
      app: { name: 'x' },
      orders: { title: 'Orders' },
    });
  });

  it('refuses an area that reuses a taken key', () => {
    expect(() => mergeTexts({ orders: {} }, [area], 'en')).toThrow(/orders/);
  });
});
