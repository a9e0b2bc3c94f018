import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clientHarness } from '../../test/harness';
import { setLocale } from '../lib/i18n';
import { PopupSheet } from './popup-sheet';

clientHarness(null);

/** A page with a link and the button that opens the sheet; behind the sheet's mask once it is open. */
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <a href="#behind">Behind the mask</a>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <PopupSheet visible={open} onClose={() => setOpen(false)} title="Jin Hua Nü" testId="sheet">
        <button type="button">Buy</button>
        <a href="#terms">Terms</a>
      </PopupSheet>
    </>
  );
}

const tab = (shiftKey = false) =>
  act(() => void fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey }));

async function openSheet() {
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'Open' });
  act(() => opener.focus());
  act(() => void fireEvent.click(opener));
  await waitFor(() => expect(screen.queryByTestId('sheet')).toBeTruthy());
  // The sheet's dialog, named by its title (findByRole would compute every name on the page: slow in happy-dom).
  // Not simply the first dialog: another file's confirm may still be leaving the shared document.
  const named = (d: HTMLElement) =>
    document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent === 'Jin Hua Nü';
  const dialog = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find(named)!;
  expect(dialog).toBeTruthy();
  return { opener, dialog };
}

describe('PopupSheet: a modal dialog for the keyboard (issue 35, WCAG 2.4.3 and 2.1.2)', () => {
  it.each([
    ['en', 'Close'],
    ['zh-Hans', '关闭'],
  ] as const)(
    'focus moves into the sheet, onto its close button named in the current language (%s)',
    async (lang, close) => {
      await setLocale(lang);
      const { dialog } = await openSheet();
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: close })));
      expect(dialog.contains(document.activeElement)).toBe(true);
    },
  );

  it('Tab and Shift+Tab go round the sheet and never reach the link behind the mask', async () => {
    const { dialog } = await openSheet();
    const close = screen.getByRole('button', { name: 'Close' });
    const terms = screen.getByRole('link', { name: 'Terms' });
    act(() => terms.focus());
    tab();
    expect(document.activeElement).toBe(close);
    tab(true);
    expect(document.activeElement).toBe(terms);
    // Focus sent behind the mask anyway (a screen reader's focus, a script) comes back into the sheet.
    act(() => screen.getByRole('link', { name: 'Behind the mask' }).focus());
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('Escape closes it and focus returns to the button that opened it; so does the close button', async () => {
    const { opener } = await openSheet();
    act(() => void fireEvent.keyDown(document.activeElement!, { key: 'Escape' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
    act(() => void fireEvent.click(opener));
    const close = await screen.findByRole('button', { name: 'Close' });
    await waitFor(() => expect(document.activeElement).toBe(close));
    act(() => void fireEvent.click(close));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
