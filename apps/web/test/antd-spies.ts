import { afterAll, vi } from 'vitest';
import { Dialog, Toast } from 'antd-mobile';

type ToastHandler = ReturnType<typeof Toast.show>;

/**
 * Spies on the real Toast.show / Toast.clear (no toast renders) instead of mocking the
 * antd-mobile module, so a test file needs no module isolation. The spies are restored
 * after the file, so the next file in the same worker gets the real methods back.
 */
export function spyOnToast() {
  const show = vi.spyOn(Toast, 'show').mockImplementation(() => ({ close() {} }) as ToastHandler);
  const clear = vi.spyOn(Toast, 'clear').mockImplementation(() => {});
  afterAll(() => {
    show.mockRestore();
    clear.mockRestore();
  });
  return { show, clear };
}

/** Spies on the real Dialog.confirm; `impl` answers it (default: the member confirms). */
export function spyOnConfirm(impl: typeof Dialog.confirm = () => Promise.resolve(true)) {
  const confirm = vi.spyOn(Dialog, 'confirm').mockImplementation(impl);
  afterAll(() => confirm.mockRestore());
  return confirm;
}
