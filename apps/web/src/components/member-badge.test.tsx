import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemberBadge } from './member-badge';
import { UserAvatar } from './user-avatar';

describe('MemberBadge and UserAvatar', () => {
  it('gives super members their own badge, annual and monthly a shared one, others none', () => {
    const kind = (userType: number) => {
      const { unmount } = render(<MemberBadge userType={userType} />);
      const badge = screen.queryByTestId('member-badge');
      const k = badge?.getAttribute('data-kind') ?? null;
      unmount();
      return k;
    };
    expect([1, 2, 3, 4, 0].map(kind)).toEqual(['super', 'vip', 'vip', null, null]);
  });

  it('loads the avatar from the resource base, or the app logo when none is set', () => {
    render(<UserAvatar src="/files/avatars/abc.webp" name="美玲" />);
    render(<UserAvatar src={null} name="美玲" />);
    const [own, fallback] = screen.getAllByTestId('user-avatar') as HTMLImageElement[];
    expect(own!.getAttribute('src')).toBe('/files/avatars/abc.webp');
    expect(fallback!.getAttribute('src')).toBe('/logo.svg');
  });
});
