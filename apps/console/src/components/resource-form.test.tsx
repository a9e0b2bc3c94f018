import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderOne } from '../../test/harness';
import { ResourceForm, type FieldDef } from './resource-form';

const fields: FieldDef[] = [
  { kind: 'text', name: 'title', label: '课程名称', bilingual: true, max: 100 },
  { kind: 'textarea', name: 'description', label: '课程简介', bilingual: true },
  { kind: 'money', name: 'price', label: '价格' },
  { kind: 'switch', name: 'published', label: '发布' },
];

describe('ResourceForm', () => {
  it('puts Chinese and English side by side, Chinese first, in two columns of one row', async () => {
    await renderOne(<ResourceForm fields={fields} onSubmit={vi.fn()} />);
    const row = screen.getByTestId('bilingual-title');
    const columns = row.querySelectorAll(':scope > .ant-col');
    expect(columns).toHaveLength(2);
    expect(within(columns[0] as HTMLElement).getByLabelText('课程名称（中文）')).toBeTruthy();
    expect(within(columns[1] as HTMLElement).getByLabelText('课程名称（英文）')).toBeTruthy();
  });

  it('tags the fields that still lack English, and drops the tag once English is there', async () => {
    await renderOne(
      <ResourceForm
        fields={fields}
        initial={{ descriptionZh: '潮剧身段', descriptionEn: 'Movement' }}
        onSubmit={vi.fn()}
      />,
    );
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    expect(screen.queryByTestId('missing-english')).toBeNull();
    type('课程名称（中文）', '潮剧入门');
    expect(screen.getByTestId('missing-english').textContent).toBe('缺少英文：课程名称');
    expect(screen.getByTestId('missing-en-title').textContent).toBe('缺英文');
    type('课程简介（英文）', '');
    expect(screen.getByTestId('missing-english').textContent).toBe('缺少英文：课程名称、课程简介');
    type('课程名称（英文）', 'Teochew opera basics');
    type('课程简介（英文）', 'Movement');
    expect(screen.queryByTestId('missing-english')).toBeNull();
  });

  it('requires the Chinese text and sends nothing without it', async () => {
    const onSubmit = vi.fn();
    await renderOne(<ResourceForm fields={fields} onSubmit={onSubmit} />, 'en');
    fireEvent.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('Please fill in 课程名称 (Chinese)')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends cents and trimmed texts; shows the server's refusal on the form and keeps what was typed", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValueOnce(new Error('课程名称最多 100 个字')).mockResolvedValueOnce(null);
    await renderOne(
      <ResourceForm
        fields={fields}
        initial={{ titleZh: '潮剧入门', price: 1250, published: true }}
        onSubmit={onSubmit}
      />,
    );
    expect((screen.getByLabelText('金额（新元）') as HTMLInputElement).value).toBe('12.50');
    fireEvent.change(screen.getByLabelText('课程名称（英文）'), { target: { value: '  Basics ' } });
    fireEvent.change(screen.getByLabelText('课程简介（中文）'), { target: { value: '简介' } });
    await user.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(screen.getByTestId('form-error').textContent).toContain('课程名称最多 100 个字'));
    expect(onSubmit).toHaveBeenCalledWith({
      titleZh: '潮剧入门',
      titleEn: 'Basics',
      descriptionZh: '简介',
      descriptionEn: '',
      price: 1250,
      published: true,
    });
    expect((screen.getByLabelText('课程名称（中文）') as HTMLInputElement).value).toBe('潮剧入门');
    expect((screen.getByLabelText('课程名称（英文）') as HTMLInputElement).value).toBe('  Basics ');
    await user.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(screen.queryByTestId('form-error')).toBeNull());
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('shows a field only while it applies, and sends null for it otherwise', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(null);
    const withTier: FieldDef[] = [
      { kind: 'text', name: 'name', label: 'Name' },
      { kind: 'switch', name: 'limited', label: 'Limited' },
      { kind: 'number', name: 'capacity', label: 'Capacity', visible: (v) => v.limited === true },
    ];
    await renderOne(
      <ResourceForm fields={withTier} initial={{ name: 'x', limited: false, capacity: 30 }} onSubmit={onSubmit} />,
      'en',
    );
    expect(screen.queryByText('Capacity')).toBeNull();
    await user.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'x', limited: false, capacity: null }));
    await user.click(screen.getByRole('switch'));
    expect(screen.getByText('Capacity')).toBeTruthy();
  });
});
