import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import { LoginPage } from './login-page';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('LoginPage', () => {
  afterEach(cleanup);

  it('asks for the two-factor code once the password was right, and signs in with all three', async () => {
    const onSignIn = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(401, 'two_factor_required', 'Two-factor is on for this account.'))
      .mockRejectedValueOnce(new ApiError(401, 'two_factor_invalid', 'The two-factor code is wrong, expired or already used.'))
      .mockResolvedValueOnce(undefined);
    render(<LoginPage onSignIn={onSignIn} onSignUp={vi.fn()} />);
    fill('Email', 'ada@example.test');
    fill('Password', 'correct horse battery staple');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByRole('heading', { name: 'Two-factor authentication' });
    expect(onSignIn).toHaveBeenLastCalledWith({ email: 'ada@example.test', password: 'correct horse battery staple' });
    expect(screen.queryByRole('alert')).toBeNull();
    fill('Code', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('The two-factor code is wrong, expired or already used.');

    fill('Code', ' 123456 ');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(onSignIn).toHaveBeenLastCalledWith({ email: 'ada@example.test', password: 'correct horse battery staple', code: '123456' }),
    );
  });

  it('goes back to the password form from the code', async () => {
    const onSignIn = vi.fn().mockRejectedValueOnce(new ApiError(401, 'two_factor_required', 'Two-factor is on.'));
    render(<LoginPage onSignIn={onSignIn} onSignUp={vi.fn()} />);
    fill('Email', 'ada@example.test');
    fill('Password', 'correct horse battery staple');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeTruthy();
  });
});
