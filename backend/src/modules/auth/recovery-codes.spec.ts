import fc from 'fast-check';
import { newRecoveryCodes, normalizeRecoveryCode, RECOVERY_CODE_COUNT } from './recovery-codes';

describe('recovery codes', () => {
  it('makes ten distinct codes of 16 base32 characters (80 bits) in groups of four', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
  });

  it('reads a code however it is typed: any case, with or without dashes and spaces', () => {
    fc.assert(
      fc.property(fc.constantFrom(...newRecoveryCodes()), fc.boolean(), fc.constantFrom('', ' ', '-', '  '), (code, upper, separator) => {
        const typed = ` ${(upper ? code.toUpperCase() : code).split('-').join(separator)} `;
        expect(normalizeRecoveryCode(typed)).toBe(code.replaceAll('-', ''));
      }),
    );
  });

  it('reads nothing else as a recovery code (so a TOTP code or garbage is never looked up as one)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (typed) => {
        const normalized = normalizeRecoveryCode(typed);
        if (normalized !== null) expect(normalized).toMatch(/^[a-z2-7]{16}$/);
      }),
    );
    expect(normalizeRecoveryCode('123456')).toBeNull();
    expect(normalizeRecoveryCode('aaaa-aaaa-aaaa-aaa1')).toBeNull();
  });
});
