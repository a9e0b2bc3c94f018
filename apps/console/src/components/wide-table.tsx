import { useEffect, useRef } from 'react';
import { Table, type TableProps } from 'antd';

/**
 * antd's Table as wide as its columns need (scroll x: max-content), scrolling sideways inside the page. When
 * the columns are wider than the page, its scroll area becomes a focusable region named `label`, so a
 * keyboard reaches the columns out of sight and scrolls them with the arrow keys even when no row holds a
 * link or button (WCAG 2.1.1; axe scrollable-region-focusable, found on the mail queue, issue 35). A table
 * that fits adds no tab stop. antd takes no attributes for that area, so they are set on it after each
 * render and whenever it or its table changes size.
 */
export function WideTable<T extends object>({ label, ...props }: TableProps<T> & { label: string }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const area = root.current?.querySelector<HTMLElement>('.ant-table-content');
    if (!area) return;
    const mark = () => {
      if (area.scrollWidth > area.clientWidth) {
        area.tabIndex = 0;
        area.setAttribute('role', 'region');
        area.setAttribute('aria-label', label);
      } else {
        for (const a of ['tabindex', 'role', 'aria-label']) area.removeAttribute(a);
      }
    };
    mark();
    if (typeof ResizeObserver === 'undefined') return;
    const resized = new ResizeObserver(mark);
    resized.observe(area);
    const table = area.querySelector('table');
    if (table) resized.observe(table);
    return () => resized.disconnect();
  });
  return (
    <div ref={root}>
      <Table<T> scroll={{ x: 'max-content' }} {...props} />
    </div>
  );
}
