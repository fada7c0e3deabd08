import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import { TwoFactorSection } from './two-factor-section';

const OFF = { enabled: false, enabled_at: null, recovery_codes_remaining: 0 };
const ON = { enabled: true, enabled_at: '2026-11-27T10:00:00.000Z', recovery_codes_remaining: 9 };
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/Hookyard:ada?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};
const CODES = Array.from({ length: 10 }, (_, i) => `aaaa-bbbb-cccc-ddd${'abcdefghij'[i]}`);

describe('TwoFactorSection', () => {
  afterEach(cleanup);

  it('sets up: QR code and secret, then a code turns it on and shows the recovery codes once', async () => {
    const onEnable = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(403, 'two_factor_invalid', 'The two-factor code is wrong, expired or already used.'))
      .mockResolvedValueOnce(CODES);
    const onDone = vi.fn();
    render(<TwoFactorSection status={OFF} onSetUp={async () => SETUP} onEnable={onEnable} onDisable={vi.fn()} onDone={onDone} />);
    fireEvent.click(screen.getByRole('button', { name: 'Set up two-factor' }));

    const qr = await screen.findByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf8,/);
    expect(screen.getByText(SETUP.secret)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-factor' }));
    await screen.findByText('The two-factor code is wrong, expired or already used.');
    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-factor' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(onEnable).toHaveBeenLastCalledWith('123456');
    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('turns it off with a code, or with the password when no code is given', async () => {
    const onDisable = vi.fn(async () => {});
    render(<TwoFactorSection status={ON} onSetUp={vi.fn()} onEnable={vi.fn()} onDisable={onDisable} onDone={vi.fn()} />);
    expect(screen.getByText(/9 of 10 recovery codes left/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Code from the app, or a recovery code'), { target: { value: ' 654321 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-factor' }));
    await waitFor(() => expect(onDisable).toHaveBeenLastCalledWith({ code: '654321' }));
    // The button stays disabled until the first call's render has passed: a click before that does nothing.
    const turnOff = screen.getByRole('button', { name: 'Turn off two-factor' }) as HTMLButtonElement;
    await waitFor(() => expect(turnOff.disabled).toBe(false));

    fireEvent.change(screen.getByLabelText('Code from the app, or a recovery code'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Or your password'), { target: { value: 'correct horse battery staple' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-factor' }));
    await waitFor(() => expect(onDisable).toHaveBeenLastCalledWith({ password: 'correct horse battery staple' }));
  });
});
