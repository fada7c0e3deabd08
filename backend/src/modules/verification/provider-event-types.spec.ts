import { effectiveEventTypeSource } from './provider-event-types';

describe('effectiveEventTypeSource', () => {
  it("falls back to the verified provider's usual place", () => {
    const own = { kind: 'json_pointer', pointer: '/kind' } as const;
    expect(effectiveEventTypeSource(own, 'github')).toBe(own);
    expect(effectiveEventTypeSource(null, 'github')).toEqual({ kind: 'header', name: 'x-github-event' });
    expect(effectiveEventTypeSource(null, 'slack')).toEqual({ kind: 'json_pointer', pointer: '/event/type' });
    expect(effectiveEventTypeSource(null, 'hmac')).toBeNull();
    expect(effectiveEventTypeSource(null, null)).toBeNull();
  });
});
