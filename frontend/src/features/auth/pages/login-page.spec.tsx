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
    render(<LoginPage onSignIn={onSignIn} onSignUp={vi.fn()} onStartSso={vi.fn()} />);
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
    render(<LoginPage onSignIn={onSignIn} onSignUp={vi.fn()} onStartSso={vi.fn()} />);
    fill('Email', 'ada@example.test');
    fill('Password', 'correct horse battery staple');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeTruthy();
  });

  it('continues with SSO: the work e-mail goes to onStartSso, and a domain without it is explained', async () => {
    const onStartSso = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(404, 'sso_not_configured', 'No organization signs in this e-mail domain through single sign-on.'))
      .mockResolvedValueOnce(undefined);
    const onSignIn = vi.fn();
    render(<LoginPage onSignIn={onSignIn} onSignUp={vi.fn()} onStartSso={onStartSso} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue with SSO' }));
    expect(screen.getByRole('heading', { name: 'Sign in with SSO' })).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    fill('Work email', ' ada@example.test ');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('No organization signs in this e-mail domain through single sign-on.');
    expect(onStartSso).toHaveBeenLastCalledWith('ada@example.test');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onStartSso).toHaveBeenCalledTimes(2));
    expect(onSignIn).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with a password' }));
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeTruthy();
  });

  it.each([
    ['state_mismatch', 'did not belong to this sign-in'],
    ['nonce_mismatch', 'did not belong to this sign-in'],
    ['flow_expired', 'took too long'],
    ['email_not_allowed', 'no verified e-mail'],
    ['account_exists', 'ask an administrator for an invitation'],
    ['provider_error', 'did not sign you in'],
    ['sso_failed', 'Single sign-on failed'],
    ['something-else', 'Single sign-on failed'],
  ])('shows what the single sign-on callback’s error %s means, on the SSO form', (code, text) => {
    render(<LoginPage onSignIn={vi.fn()} onSignUp={vi.fn()} onStartSso={vi.fn()} ssoError={code} />);
    expect(screen.getByRole('alert').textContent).toContain(text);
    expect(screen.getByLabelText('Work email')).toBeTruthy();
  });
});
