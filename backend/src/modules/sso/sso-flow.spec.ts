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

  it('refuses a cookie with any character changed, one of another key, and garbage', () => {
    fc.assert(
      fc.property(flows, fc.nat(), fc.string(), (flow, at, garbage) => {
        const cookie = sealFlow(ring, flow);
        const i = at % cookie.length;
        const changed = cookie.slice(0, i) + (cookie[i] === 'A' ? 'B' : 'A') + cookie.slice(i + 1);
        expect(openFlow(ring, changed, 0)).toBeNull();
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
