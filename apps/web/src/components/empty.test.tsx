import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { Empty } from './empty';

describe('Empty', () => {
  it('says there is no data yet, in the current language', async () => {
    await i18n.changeLanguage('en');
    const { unmount } = render(<Empty />);
    expect(screen.getByTestId('empty').textContent).toBe('No data available, stay tuned');
    unmount();
    await i18n.changeLanguage('zh-Hans');
    render(<Empty />);
    expect(screen.getByTestId('empty').textContent).toBe('暂无数据，敬请期待');
  });

  it('takes a specific text', () => {
    render(<Empty description="—" />);
    expect(screen.getByTestId('empty').textContent).toBe('—');
  });
});
