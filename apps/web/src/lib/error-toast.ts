import { Toast } from 'antd-mobile';
import { limits } from '@nanhua/contract';
import { installAntdRender } from './antd-render';

// An error can come before app/boot.tsx's own install has arrived.
installAntdRender();

/** Error toast of SPEC §8: error icon, a mask that swallows taps, 2000 ms. Loaded apart (lib/client.ts says why). */
export function showErrorToast(content: string): void {
  Toast.show({ icon: 'fail', content, maskClickable: false, duration: limits.toastMs });
}
