import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderOne } from '../../../test/harness';
import { ImagesEditor } from './images-editor';

const pictures = ['/files/media/a.w1080.webp', '/files/media/b.w1080.webp'];

describe("a product's pictures", () => {
  it('each thumbnail opens the larger preview as a button named by its place (antd names it by the empty alt)', async () => {
    const { unmount } = await renderOne(<ImagesEditor value={pictures} onChange={vi.fn()} upload={vi.fn()} />);
    expect(screen.getByRole('button', { name: '放大查看：第 1 张图片' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '放大查看：第 2 张图片' })).toBeTruthy();
    unmount();
    await renderOne(<ImagesEditor value={pictures} onChange={vi.fn()} upload={vi.fn()} />, 'en');
    expect(screen.getAllByRole('button', { name: /^Enlarge: / }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Enlarge: Picture 1',
      'Enlarge: Picture 2',
    ]);
  });
});
