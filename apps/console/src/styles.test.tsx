import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { Typography } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { renderOne } from '../test/harness';

/** The console's own stylesheet (styles.css), as the built app loads it. */
const styles = readFileSync(join(import.meta.dirname, 'styles.css'), 'utf8');

describe('targets of at least 24×24 CSS px (WCAG 2.5.8, issue 35)', () => {
  afterEach(() => document.querySelectorAll('style[data-test-styles]').forEach((s) => s.remove()));

  it('the copy button beside an order number (antd draws it 13 × 15 px)', async () => {
    const sheet = document.createElement('style');
    sheet.dataset.testStyles = '';
    sheet.textContent = styles;
    document.head.append(sheet);
    await renderOne(<Typography.Text copyable>NH20261202001</Typography.Text>, 'en');
    const copy = screen.getByRole('button', { name: 'Copy' });
    expect(copy.classList.contains('ant-typography-copy')).toBe(true);
    const style = getComputedStyle(copy);
    expect(parseFloat(style.minWidth)).toBeGreaterThanOrEqual(24);
    expect(parseFloat(style.minHeight)).toBeGreaterThanOrEqual(24);
  });
});
