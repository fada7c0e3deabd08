import { retryDelay } from './delivery.service';

describe('retryDelay', () => {
  it('jitters the scheduled delay by at most 20 %', () => {
    const delays = Array.from({ length: 500 }, () => retryDelay(10_000, { responseStatus: 500, retryAfterSeconds: null }));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(8000);
    expect(Math.max(...delays)).toBeLessThanOrEqual(12_000);
    expect(new Set(delays).size).toBeGreaterThan(1);
  });

  it('honours Retry-After on 429 and 503 up to twice the scheduled delay', () => {
    expect(retryDelay(10_000, { responseStatus: 429, retryAfterSeconds: 15 })).toBe(15_000);
    expect(retryDelay(10_000, { responseStatus: 503, retryAfterSeconds: 60 })).toBe(20_000);
  });

  it('ignores Retry-After on other statuses', () => {
    const delay = retryDelay(10_000, { responseStatus: 500, retryAfterSeconds: 60 });
    expect(delay).toBeLessThanOrEqual(12_000);
  });
});
