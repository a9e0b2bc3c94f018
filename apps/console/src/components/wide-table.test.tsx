import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderOne } from '../../test/harness';
import { WideTable } from './wide-table';

const rows = [{ id: 1, to: 'm1@example.org', subject: '验证码' }];
const columns = [
  { key: 'to', title: 'To', dataIndex: 'to' },
  { key: 'subject', title: 'Subject', dataIndex: 'subject' },
];

/** The test DOM lays nothing out: the table's scroll area is given a width and a content width. */
function areaSize(scrollWidth: number, clientWidth: number) {
  const restores = Object.entries({ scrollWidth, clientWidth }).map(([name, wanted]) => {
    // The prototype that defines the size (Element's or HTMLElement's, as the DOM library has it).
    let owner: object | null = HTMLDivElement.prototype;
    while (owner && !Object.getOwnPropertyDescriptor(owner, name))
      owner = Object.getPrototypeOf(owner) as object | null;
    const real = Object.getOwnPropertyDescriptor(owner!, name)!;
    Object.defineProperty(owner!, name, {
      configurable: true,
      get(this: Element) {
        return this.classList.contains('ant-table-content') ? wanted : (real.get!.call(this) as number);
      },
    });
    return () => Object.defineProperty(owner!, name, real);
  });
  return () => restores.forEach((r) => r());
}

let restore = () => {};
afterEach(() => restore());

describe('a wide table', () => {
  it('wider than the page, its scroll area is a named region the keyboard can focus (to scroll it)', async () => {
    restore = areaSize(1600, 1200);
    await renderOne(<WideTable rowKey="id" dataSource={rows} columns={columns} label="邮件队列" />);
    const region = screen.getByRole('region', { name: '邮件队列' });
    expect(region.classList.contains('ant-table-content')).toBe(true);
    expect(region.tabIndex).toBe(0);
  });

  it('that fits adds no tab stop and no region', async () => {
    restore = areaSize(1000, 1200);
    await renderOne(<WideTable rowKey="id" dataSource={rows} columns={columns} label="邮件队列" />);
    expect(screen.getByText('m1@example.org')).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.querySelector('.ant-table-content')!.hasAttribute('tabindex')).toBe(false);
  });
});
