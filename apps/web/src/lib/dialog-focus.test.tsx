import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { afterAll, describe, expect, it } from 'vitest';
import { clientHarness } from '../../test/harness';

clientHarness(null);
// The project shares one document between files: no confirm of this file is left on it for the next.
afterAll(() => Dialog.clear());

/** A page whose button asks to confirm (antd-mobile's imperative Dialog.confirm, drawn through lib/antd-render) and shows the answer. */
function Page() {
  const [answer, setAnswer] = useState('');
  return (
    <>
      <a href="#behind">Behind the mask</a>
      <button
        type="button"
        onClick={() =>
          void Dialog.confirm({ content: 'Delete this address?', confirmText: 'Delete', cancelText: 'Keep' }).then(
            (ok) => setAnswer(String(ok)),
          )
        }
      >
        Delete address
      </button>
      <output data-testid="answer">{answer}</output>
    </>
  );
}

async function openConfirm() {
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'Delete address' });
  act(() => opener.focus());
  act(() => void fireEvent.click(opener));
  // The dialog of an earlier test may still be leaving (its closing animation): this one is the last drawn.
  const keep = (await screen.findAllByText('Keep')).at(-1)!;
  const dialog = keep.closest<HTMLElement>('[role="dialog"]')!;
  return {
    opener,
    dialog,
    keep: keep.closest('button')!,
    remove:
      dialog.querySelector<HTMLElement>('.adm-dialog-button:last-of-type') ??
      screen.getAllByText('Delete').at(-1)!.closest('button')!,
  };
}

describe('Dialog.confirm holds keyboard focus like the sheets (issue 35, lib/focus-trap)', () => {
  it('is a modal named by its text; focus moves onto Cancel, Tab stays in the dialog', async () => {
    const { dialog, keep, remove } = await openConfirm();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Delete this address?',
    );
    await waitFor(() => expect(document.activeElement).toBe(keep));
    act(() => remove.focus());
    act(() => void fireEvent.keyDown(remove, { key: 'Tab' }));
    expect(document.activeElement).toBe(keep);
    act(() => screen.getByRole('link', { name: 'Behind the mask', hidden: true }).focus());
    expect(dialog.contains(document.activeElement)).toBe(true);
    act(() => void fireEvent.click(keep));
    await waitFor(() => expect(screen.getByTestId('answer').textContent).toBe('false'));
  });

  it('Escape answers Cancel and focus returns to the button that asked', async () => {
    const { opener } = await openConfirm();
    act(() => void fireEvent.keyDown(document.activeElement!, { key: 'Escape' }));
    await waitFor(() => expect(screen.getByTestId('answer').textContent).toBe('false'));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
