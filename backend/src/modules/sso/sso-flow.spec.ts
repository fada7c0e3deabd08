import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { KeyRing } from '../../core/crypto/key-ring';
import { openFlow, sameState, sealFlow, SsoFlow } from './sso-flow';

const ring = new KeyRing(`k1:${randomBytes(32).toString('base64')}`);
const other = new KeyRing(`k1:${randomBytes(32).toString('base64')}`);

const flows = fc.record({
  organizationId: fc.uuid(),
  state: fc.string({ minLength: 1 }),
  nonce: fc.string({ minLength: 1 }),
  codeVerifier: fc.string({ minLength: 1 }),
  expiresAt: fc.integer({ min: 1, max: 2 ** 45 }),
});

describe('the single sign-on flow cookie', () => {
  it('opens to the flow it sealed until it expires, and to nothing after', () => {
    fc.assert(
      fc.property(flows, (flow: SsoFlow) => {
        const cookie = sealFlow(ring, flow);
        expect(openFlow(ring, cookie, flow.expiresAt - 1)).toEqual(flow);
        expect(openFlow(ring, cookie, flow.expiresAt)).toBeNull();
      }),
    );
  });

  // A byte, not a character: the last base64url character may carry padding bits that decode to the same bytes.
  it('refuses a cookie with any byte of its sealed value changed, another key id, one of another key, and garbage', () => {
    fc.assert(
      fc.property(flows, fc.nat(), fc.integer({ min: 1, max: 255 }), fc.string(), (flow, at, mask, garbage) => {
        const cookie = sealFlow(ring, flow);
        const dot = cookie.indexOf('.');
        const sealed = Buffer.from(cookie.slice(dot + 1), 'base64url');
        sealed[at % sealed.length] ^= mask;
        expect(openFlow(ring, `${cookie.slice(0, dot)}.${sealed.toString('base64url')}`, 0)).toBeNull();
        expect(openFlow(ring, `x${cookie}`, 0)).toBeNull();
        expect(openFlow(ring, sealFlow(other, flow), 0)).toBeNull();
        expect(openFlow(ring, garbage, 0)).toBeNull();
      }),
    );
    expect(openFlow(ring, undefined, 0)).toBeNull();
  });

  it('takes the state it sent back only', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(sameState(a, a)).toBe(true);
        expect(sameState(a, b)).toBe(a === b);
        expect(sameState(a, null)).toBe(false);
      }),
    );
  });
});
