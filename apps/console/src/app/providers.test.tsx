import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOne } from '../../test/harness';
import { ResourceForm } from '../components/resource-form';
import { Providers } from './providers';

/** A media query list that answers `reduce` as told and tells its listeners when that changes. */
function stubMotionPreference(reduce: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return reduce;
    },
    media: '(prefers-reduced-motion: reduce)',
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  vi.stubGlobal('matchMedia', (q: string) =>
    q.includes('prefers-reduced-motion')
      ? list
      : { matches: false, media: q, addEventListener() {}, removeEventListener() {} },
  );
  return (next: boolean) => {
    reduce = next;
    for (const l of listeners) l();
  };
}

function MotionProbe() {
  const { token } = theme.useToken();
  return <output data-testid="motion">{String(token.motion)}</output>;
}

describe('the console follows the system’s reduced-motion setting (WCAG 2.3.3)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns antd’s motion off when the system asks for less, and back on when it no longer does', async () => {
    const change = stubMotionPreference(true);
    render(
      <Providers>
        <MotionProbe />
      </Providers>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('false');
    change(false);
    expect(await screen.findByText('true')).toBeTruthy();
  });

  it('keeps antd’s motion when nothing is asked', () => {
    stubMotionPreference(false);
    render(
      <Providers>
        <MotionProbe />
      </Providers>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('true');
  });
});

describe('the media fields generic forms draw', () => {
  it("load the media library's picture and video inputs on first use", async () => {
    // renderOne draws the element inside the app's Providers and a data router.
    await renderOne(
      <ResourceForm
        fields={[
          { kind: 'image', name: 'poster', label: 'Poster', aspect: 'poster' },
          { kind: 'video', name: 'video', label: 'Video' },
        ]}
        initial={{ poster: '/files/seed/a.webp' }}
        onSubmit={vi.fn()}
      />,
      'en',
    );
    expect(((await screen.findByLabelText('Poster')) as HTMLInputElement).value).toBe('/files/seed/a.webp');
    expect(await screen.findByLabelText('Video')).toBeTruthy();
    expect(document.querySelectorAll('input[type=file]')).toHaveLength(2);
  });
});
