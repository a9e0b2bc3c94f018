import { createRoot, type Root } from 'react-dom/client';
import { unstableSetRender } from 'antd-mobile';

/**
 * antd-mobile 5 renders Toast and Dialog with the legacy ReactDOM.render, which React 19 removed:
 * without this hook they render nothing (and unmounting throws). The app and the tests install it.
 */
let installed = false;

export function installAntdRender(): void {
  if (installed) return;
  installed = true;
  const roots = new WeakMap<Element | DocumentFragment, Root>();
  unstableSetRender((node, container) => {
    let root = roots.get(container);
    if (!root) {
      root = createRoot(container);
      roots.set(container, root);
    }
    root.render(node);
    const mounted = root;
    return async () => {
      // Unmounting synchronously inside antd-mobile's own render pass makes React warn.
      await new Promise((resolve) => setTimeout(resolve, 0));
      mounted.unmount();
      roots.delete(container);
    };
  });
}
