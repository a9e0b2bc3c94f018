import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInEnglish } from '../../test/harness';
import { ShareButton } from './share-button';

describe('sharing a detail page', () => {
  signedInEnglish(vi.fn<typeof fetch>());
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('opens the phone share sheet with the preview link in the page language', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<ShareButton kind="performance" id={7} title="The Lychee Mirror" />);
    await act(async () => fireEvent.click(screen.getByTestId('share')));
    expect(share).toHaveBeenCalledWith({
      title: 'The Lychee Mirror',
      url: `${window.location.origin}/s/performance/7?lang=en`,
    });
  });

  it('copies the link and says so where there is no share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ShareButton kind="product" id={3} title="Silk scarf" />);
    await act(async () => fireEvent.click(screen.getByTestId('share')));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/s/product/3?lang=en`);
    expect(await screen.findByText('Copied, go paste and share!')).toBeTruthy();
  });

  it('closing the share sheet is not an error and copies nothing', async () => {
    Object.defineProperty(navigator, 'share', {
      value: vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError')),
      configurable: true,
    });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ShareButton kind="video" id={1} title="Clip" />);
    await act(async () => fireEvent.click(screen.getByTestId('share')));
    expect(writeText).not.toHaveBeenCalled();
  });
});
