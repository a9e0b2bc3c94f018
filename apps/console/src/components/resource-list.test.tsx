import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderOne } from '../../test/harness';
import type { ListQuery, StaffFamily } from '../lib/staff-call';
import { ResourceList, type ColumnDef } from './resource-list';

interface Row {
  id: number;
  name: string;
}

function family(rows: Row[]) {
  const asked: ListQuery[] = [];
  const removed: number[] = [];
  const f: StaffFamily<Row, never> = {
    key: `test-${Math.random()}`,
    list: async (q) => {
      asked.push(q);
      const hits = rows
        .filter((r) => !q.q || r.name.includes(q.q))
        .filter((r) => !q.filters?.kind || r.name.startsWith(q.filters.kind));
      return { items: hits.slice((q.page - 1) * q.size, q.page * q.size), total: hits.length };
    },
    remove: async (id) => {
      removed.push(id);
      rows.splice(
        rows.findIndex((r) => r.id === id),
        1,
      );
      return null;
    },
  };
  return { f, asked, removed };
}

const columns: ColumnDef<Row>[] = [{ key: 'name', title: 'Name', dataIndex: 'name', sortable: true }];

describe('ResourceList', () => {
  it('lists a page of rows with the total, and pages on the server', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `曲目${i + 1}` }));
    const { f, asked } = family(rows);
    await renderOne(<ResourceList family={f} columns={columns} rowKey={(r) => r.id} what="曲目" />);
    expect(await screen.findByText('曲目1')).toBeTruthy();
    expect(screen.getByText('共 25 条')).toBeTruthy();
    expect(asked.at(-1)).toMatchObject({ page: 1, size: 20 });
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('曲目21')).toBeTruthy();
    expect(asked.at(-1)).toMatchObject({ page: 2, size: 20 });
  });

  it('says what to do next when there is nothing yet, and when a search finds nothing', async () => {
    const { f, asked } = family([{ id: 1, name: '荔镜记' }]);
    await renderOne(
      <ResourceList family={f} columns={columns} rowKey={(r) => r.id} what="直播课" createHref="/live-classes/new" />,
    );
    expect(await screen.findByText('荔镜记')).toBeTruthy();
    const search = within(screen.getByTestId('list-search')).getByRole('searchbox');
    fireEvent.change(search, { target: { value: '苏六娘' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('没有符合条件的直播课。试试清除搜索或筛选条件。')).toBeTruthy();
    expect(asked.at(-1)).toMatchObject({ q: '苏六娘', page: 1 });

    const empty = family([]);
    await renderOne(
      <ResourceList
        family={empty.f}
        columns={columns}
        rowKey={(r) => r.id}
        what="直播课"
        createHref="/live-classes/new"
      />,
      'en',
    );
    expect(await screen.findByText('No 直播课 yet. Click “New” to create the first one.')).toBeTruthy();
  });

  it('filters with a select and sorts by a column on the server', async () => {
    const { f, asked } = family([
      { id: 1, name: 'a1' },
      { id: 2, name: 'b1' },
    ]);
    await renderOne(
      <ResourceList
        family={f}
        columns={columns}
        rowKey={(r) => r.id}
        what="rows"
        search={false}
        filters={[
          {
            name: 'kind',
            label: 'Kind',
            options: [
              { value: 'a', label: 'A' },
              { value: 'b', label: 'B' },
            ],
          },
        ]}
      />,
      'en',
    );
    expect(await screen.findByText('b1')).toBeTruthy();
    const header = () => document.querySelector('th.ant-table-column-has-sorters')!;
    fireEvent.click(header());
    await waitFor(() => expect(asked.at(-1)?.sort).toBe('name'));
    fireEvent.click(header());
    await waitFor(() => expect(asked.at(-1)?.sort).toBe('-name'));
    expect(asked.at(-1)?.filters).toEqual({ kind: undefined });
  });

  it('deletes a row after confirming, offers edit and the preview link', async () => {
    const { f, removed } = family([
      { id: 7, name: '桃花过渡' },
      { id: 8, name: '扫窗会' },
    ]);
    await renderOne(
      <ResourceList
        family={f}
        columns={columns}
        rowKey={(r) => r.id}
        what="曲目"
        editHref={(r) => `/x/${r.id}`}
        previewHref={(r) => (r.id === 7 ? '/#/pages/video/detail?id=7' : null)}
        remove={{ name: (r) => r.name }}
      />,
    );
    expect(await screen.findByText('桃花过渡')).toBeTruthy();
    expect(screen.getAllByTestId('row-edit').map((a) => a.getAttribute('href'))).toEqual(['/x/7', '/x/8']);
    expect(screen.getAllByTestId('row-preview').map((a) => a.getAttribute('href'))).toEqual([
      '/#/pages/video/detail?id=7',
    ]);
    fireEvent.click(screen.getAllByTestId('row-delete')[1]!);
    expect(await screen.findByText('确定删除“扫窗会”吗？删除后无法恢复。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(removed).toEqual([8]));
    await waitFor(() => expect(screen.queryByText('扫窗会')).toBeNull());
  });
});
