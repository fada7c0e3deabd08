import { deriveEventStatus } from './event-status';

describe('deriveEventStatus', () => {
  it('is null without jobs', () => {
    expect(deriveEventStatus([])).toBeNull();
  });

  it('is queued while an ingest job runs, whatever the others did', () => {
    expect(
      deriveEventStatus([
        { status: 'pending', trigger: 'ingest' },
        { status: 'dead_lettered', trigger: 'ingest' },
      ]),
    ).toBe('queued');
    expect(deriveEventStatus([{ status: 'in_progress', trigger: 'retry' }])).toBe('queued');
  });

  it('is replayed while replay jobs run', () => {
    expect(
      deriveEventStatus([
        { status: 'in_progress', trigger: 'replay' },
        { status: 'succeeded', trigger: 'ingest' },
      ]),
    ).toBe('replayed');
  });

  it('ranks retry_scheduled over dead_lettered over failed', () => {
    const dead = { status: 'dead_lettered', trigger: 'ingest' } as const;
    const failed = { status: 'failed', trigger: 'ingest' } as const;
    expect(deriveEventStatus([dead, failed, { status: 'retry_scheduled', trigger: 'ingest' }])).toBe('retry_scheduled');
    expect(deriveEventStatus([failed, dead])).toBe('dead_lettered');
    expect(deriveEventStatus([failed, { status: 'succeeded', trigger: 'ingest' }])).toBe('failed');
    expect(deriveEventStatus([{ status: 'cancelled', trigger: 'ingest' }])).toBe('failed');
  });

  it('is delivered only when every latest job succeeded', () => {
    expect(
      deriveEventStatus([
        { status: 'succeeded', trigger: 'ingest' },
        { status: 'succeeded', trigger: 'replay' },
      ]),
    ).toBe('delivered');
  });
});
