import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderOne } from '../../test/harness';
import SignInPage from './sign-in';

/** The console's own stylesheet (styles.css), as the built app loads it. */
const styles = readFileSync(join(import.meta.dirname, '../styles.css'), 'utf8');

describe('the sign-in page (issue 35)', () => {
  afterEach(() => document.querySelectorAll('style[data-test-styles]').forEach((s) => s.remove()));

  it.each(['zh-Hans', 'en'] as const)(
    'the show-password eye is a target of at least 24×24 CSS px (%s)',
    async (lang) => {
      const sheet = document.createElement('style');
      sheet.dataset.testStyles = '';
      sheet.textContent = styles;
      document.head.append(sheet);
      await renderOne(<SignInPage />, lang, '/sign-in');
      const eye = await waitFor(
        () =>
          screen
            .getByTestId('sign-in-password')
            .closest('.ant-input-affix-wrapper')!
            .querySelector<HTMLElement>('.ant-input-password-icon')!,
      );
      expect(eye.getAttribute('role')).toBe('button');
      const style = getComputedStyle(eye);
      expect(parseFloat(style.minWidth)).toBeGreaterThanOrEqual(24);
      expect(parseFloat(style.minHeight)).toBeGreaterThanOrEqual(24);
    },
  );
});
