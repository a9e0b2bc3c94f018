import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { signedInEnglish } from '../../../../test/harness';
import { PasswordForm } from './password-form';

const fetchMock = vi.fn<typeof fetch>();
signedInEnglish(fetchMock);
const field = (testId: string) => screen.getByTestId(testId).querySelector('input') as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(field(testId), { target: { value } });
const show = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PasswordForm onChanged={vi.fn()} />
    </QueryClientProvider>,
  );

describe('Change Password', () => {
  it('refuses the current password as the new one, and sends nothing', async () => {
    show();
    type('password-old', 'Teochew-2026');
    type('password-new', 'Teochew-2026');
    type('password-confirm', 'Teochew-2026');
    await act(async () => void fireEvent.click(screen.getByTestId('password-submit')));
    await screen.findByText('The new password must be different from the current one');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('an empty confirmation asks for the password again', async () => {
    show();
    type('password-old', 'Teochew-2026');
    type('password-new', 'Teochew-2027');
    await act(async () => void fireEvent.click(screen.getByTestId('password-submit')));
    await screen.findByText('Please enter the password again');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
