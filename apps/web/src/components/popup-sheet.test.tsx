import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The sheet's module (antd-mobile's Popup) as a stand-in that records when it is evaluated.
const evaluated = vi.fn();
const stand = () => {
  evaluated();
  return {
    SheetPopup: ({ visible, children }: { visible: boolean; children: ReactNode }) =>
      visible ? <div data-testid="sheet">{children}</div> : null,
  };
};

/** test/setup.ts loads the sheet before each file's tests: this starts from a page that has not. */
async function freshPopupSheet() {
  vi.resetModules();
  vi.doMock('./popup-sheet-popup', stand);
  evaluated.mockClear();
  return (await import('./popup-sheet')).PopupSheet;
}
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));

describe('PopupSheet: the sheet module loads at the first need, not while the page starts', () => {
  it('a closed sheet loads nothing until the visitor first touches the page; then it is ready before the tap opens it', async () => {
    const PopupSheet = await freshPopupSheet();
    const { rerender } = render(
      <PopupSheet visible={false} onClose={() => undefined} testId="notice">
        <p>notice text</p>
      </PopupSheet>,
    );
    await settle();
    expect(evaluated).not.toHaveBeenCalled();
    act(() => void window.dispatchEvent(new Event('pointerdown')));
    await settle();
    expect(evaluated).toHaveBeenCalledTimes(1);
    rerender(
      <PopupSheet visible onClose={() => undefined} testId="notice">
        <p>notice text</p>
      </PopupSheet>,
    );
    expect(screen.getByTestId('notice').textContent).toBe('notice text');
    // Later touches load nothing more.
    act(() => void window.dispatchEvent(new Event('pointerdown')));
    await settle();
    expect(evaluated).toHaveBeenCalledTimes(1);
  });

  it('a sheet that opens before any touch loads at once and shows', async () => {
    const PopupSheet = await freshPopupSheet();
    render(
      <PopupSheet visible onClose={() => undefined} testId="replies">
        <p>replies</p>
      </PopupSheet>,
    );
    expect(await screen.findByTestId('replies')).toBeTruthy();
    expect(evaluated).toHaveBeenCalledTimes(1);
  });
});
