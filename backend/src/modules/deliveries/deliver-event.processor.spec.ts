import { DelayedError, Job } from 'bullmq';
import type { AppConfig } from '../../core/config/app-config';
import { metrics } from '../../core/metrics/metrics';
import { DeliveryJobData } from './delivery-job-data';
import { DeliverBulkProcessor, DeliverEventProcessor } from './deliver-event.processor';
import type { DeliveryQueue } from './delivery-queue.service';
import { DeliveryRunner } from './delivery-runner';
import type { DeliveryService } from './delivery.service';
import type { DestinationOwners } from './destination-owners';
import type { DestinationRates } from './destination-rates';
import type { DestinationSlots } from './destination-slots';

/**
 * The processors (live and bulk) over one runner, with recording stand-ins for what it calls; `full`
 * destinations refuse a slot, and hand one over to a waiting delivery when `handsOver`.
 */
function processor(
  full: string[] = [],
  handsOver = false,
  settings: Partial<Pick<AppConfig, 'workerConcurrency' | 'destinationConcurrency' | 'bulkConcurrency'>> = {},
) {
  const config = { workerConcurrency: 2, destinationConcurrency: 10, bulkConcurrency: 40, ...settings };
  const delivered: string[] = [];
  const requeued: { deliveryJobId: string; attemptNumber: number; delayMs?: number; bulk?: boolean }[] = [];
  const claimed: string[] = [];
  const givenBack: string[] = [];
  type Answered = (status: string) => void;
  const deliver = jest.fn(async (id: string, _lane?: unknown, answered?: Answered): Promise<string | null> => {
    delivered.push(id);
    answered?.('success');
    return 'success';
  });
  const deliveries = {
    deliver,
    // A bulk batch claims ahead, then delivers what it claimed: delivered as `deliver` would.
    claim: jest.fn(async (id: string): Promise<{ job: { id: string }; release: () => void } | null> => {
      claimed.push(id);
      return { job: { id }, release: () => {} };
    }),
    deliverClaimed: jest.fn((claim: { job: { id: string } }, lane: unknown, answered?: Answered) => deliver(claim.job.id, lane, answered)),
    giveBack: jest.fn(async (claims: { job: { id: string } }[]) => void givenBack.push(...claims.map(({ job }) => job.id))),
  };
  const owners = {
    limitsOf: jest.fn(async (destinationId: string) => ({
      organizationId: `org-of-${destinationId}`,
      ratePerSecond: destinationId === 'rated' ? 5 : null,
    })),
  };
  const rates = { take: jest.fn(async () => ({ go: true })) };
  const slots = {
    acquire: jest.fn(async (destinationId: string, _holder?: string) => !full.includes(destinationId)),
    release: jest.fn(async () => undefined),
    waitFor: jest.fn(async () => handsOver),
    close: jest.fn(),
  };
  const queue = {
    enqueue: jest.fn(async (attempts: typeof requeued, lane?: { bulk: boolean }) =>
      requeued.push(...attempts.map((attempt) => (lane?.bulk ? { ...attempt, bulk: true } : attempt))),
    ),
  };
  const runner = new DeliveryRunner(
    deliveries as unknown as DeliveryService,
    slots as unknown as DestinationSlots,
    queue as unknown as DeliveryQueue,
    owners as unknown as DestinationOwners,
    rates as unknown as DestinationRates,
    config as AppConfig,
  );
  const subject = new DeliverEventProcessor(runner, config as AppConfig);
  const bulk = new DeliverBulkProcessor(runner, config as AppConfig);
  return { subject, bulk, runner, delivered, requeued, slots, deliveries, claimed, givenBack };
}

const batch = (...ids: [string, string][]) =>
  ({
    id: 'b-batch',
    data: { deliveries: ids.map(([deliveryJobId, destinationId]) => ({ deliveryJobId, destinationId })) },
  }) as Job<DeliveryJobData>;

const bulkBatch = (destinationId: string, ids: string[], attemptNumber: number) =>
  ({
    id: 'bulk-batch',
    data: { deliveries: ids.map((deliveryJobId) => ({ deliveryJobId, destinationId, attemptNumber })) },
  }) as Job<DeliveryJobData>;

/** A promise and its resolve, to hold a delivery open. */
function gate() {
  let open!: () => void;
  const closed = new Promise<void>((resolve) => (open = resolve));
  return { closed, open };
}

describe('DeliverEventProcessor', () => {
  it('delivers every job of a batch, and queues on its own (delayed, first attempt) one whose destination is full', async () => {
    const { subject, delivered, requeued, slots } = processor(['busy']);
    await subject.process(batch(['j1', 'free'], ['j2', 'busy'], ['j3', 'free']));
    expect(delivered.sort()).toEqual(['j1', 'j3']);
    expect(requeued).toEqual([{ deliveryJobId: 'j2', destinationId: 'busy', attemptNumber: 1, delayMs: expect.any(Number) }]);
    expect(requeued[0].delayMs).toBeGreaterThanOrEqual(250);
    expect(slots.release).toHaveBeenCalledTimes(2);
  });

  it('delivers a job whose destination was full once a slot is handed over to it, without queueing it again', async () => {
    const { subject, delivered, requeued, slots } = processor(['busy'], true);
    const waited = async () => (await metrics.destinationFull.get()).values.find((value) => value.labels.outcome === 'waited')?.value ?? 0;
    const before = await waited();
    await subject.process(batch(['j1', 'busy'], ['j2', 'free']));
    expect(delivered.sort()).toEqual(['j1', 'j2']);
    expect(requeued).toEqual([]);
    expect(slots.waitFor).toHaveBeenCalledWith('busy', 'j1-1', expect.any(Number), 'org-of-busy');
    expect(slots.release).toHaveBeenCalledTimes(2);
    expect(await waited()).toBe(before + 1);
  });

  it('starts nothing once the worker is stopping: a batch goes back to the queue, a lone job is delayed', async () => {
    const { subject, runner, delivered, requeued } = processor();
    runner.stopTakingWork();
    await subject.process(batch(['j1', 'd'], ['j2', 'd']));
    expect(delivered).toEqual([]);
    expect(requeued.map((attempt) => [attempt.deliveryJobId, attempt.attemptNumber])).toEqual([
      ['j1', 1],
      ['j2', 1],
    ]);

    const moveToDelayed = jest.fn(async () => undefined);
    const lone = { id: 'j3-2', data: { deliveryJobId: 'j3', destinationId: 'd' }, moveToDelayed } as unknown as Job<DeliveryJobData>;
    await expect(subject.process(lone, 'token')).rejects.toBeInstanceOf(DelayedError);
    expect(moveToDelayed).toHaveBeenCalledWith(expect.any(Number), 'token');
    expect(delivered).toEqual([]);
  });

  it('gives back a slot handed over while the worker is stopping, and queues that delivery again', async () => {
    const { subject, runner, delivered, requeued, slots } = processor(['busy']);
    let handOver!: (handed: boolean) => void;
    slots.waitFor.mockImplementationOnce(() => new Promise<boolean>((resolve) => (handOver = resolve)));
    const processing = subject.process(batch(['j1', 'busy']));
    await new Promise((resolve) => setImmediate(resolve)); // j1 is waiting for its slot
    runner.stopTakingWork();
    const stopping = runner.beforeApplicationShutdown();
    handOver(true); // the slot arrives after the permits closed
    await Promise.all([processing, stopping]);
    expect(delivered).toEqual([]);
    expect(slots.release).toHaveBeenCalledWith('busy', 'j1-1', { organizationId: 'org-of-busy' });
    expect(requeued.map((attempt) => attempt.deliveryJobId)).toEqual(['j1']);
  });

  it("takes the slot of the destination's organization, and tells the slots whether the delivery timed out", async () => {
    const { subject, slots, deliveries } = processor();
    const answering =
      (status: string | null) =>
      async (_id: string, _lane?: unknown, answered?: (status: string) => void): Promise<string | null> => {
        if (status) answered?.(status);
        return status;
      };
    deliveries.deliver
      .mockImplementationOnce(answering('timeout'))
      .mockImplementationOnce(answering('failed'))
      .mockImplementationOnce(answering(null));
    for (const id of ['j1', 'j2', 'j3']) {
      await subject.process({ id: `${id}-1`, data: { deliveryJobId: id, destinationId: 'd' } } as Job<DeliveryJobData>);
    }
    expect(slots.acquire.mock.calls).toEqual([
      ['d', 'j1-1', 'org-of-d'],
      ['d', 'j2-1', 'org-of-d'],
      ['d', 'j3-1', 'org-of-d'],
    ]);
    expect(slots.release.mock.calls).toEqual([
      ['d', 'j1-1', { organizationId: 'org-of-d', outcome: 'timeout' }],
      ['d', 'j2-1', { organizationId: 'org-of-d', outcome: 'other' }],
      ['d', 'j3-1', { organizationId: 'org-of-d', outcome: null }],
    ]);
  });

  it('gives the slot back once the request is answered, and the permit once the attempt is recorded', async () => {
    const { subject, slots, deliveries } = processor([], false, { workerConcurrency: 1, destinationConcurrency: 10 });
    const recorded = gate();
    const started: string[] = [];
    deliveries.deliver.mockImplementation(async (id: string, _lane?: unknown, answered?: (status: string) => void) => {
      started.push(id);
      answered?.('success');
      if (id === 'j1') await recorded.closed;
      return 'success';
    });
    const first = subject.process({ id: 'j1-1', data: { deliveryJobId: 'j1', destinationId: 'd' } } as Job<DeliveryJobData>);
    const second = subject.process({ id: 'j2-1', data: { deliveryJobId: 'j2', destinationId: 'd' } } as Job<DeliveryJobData>);
    await new Promise((resolve) => setImmediate(resolve));
    expect(slots.release.mock.calls).toEqual([['d', 'j1-1', { organizationId: 'org-of-d', outcome: 'other' }]]);
    expect(started).toEqual(['j1']); // j1 still holds the only permit while it is recorded
    recorded.open();
    await Promise.all([first, second]);
    expect(started).toEqual(['j1', 'j2']);
    expect(slots.release).toHaveBeenCalledTimes(2);
  });

  it("gives a bulk delivery's permits back once it is answered: the next starts while it is recorded, and the batch ends with its records", async () => {
    const { bulk, deliveries } = processor([], false, { workerConcurrency: 1, destinationConcurrency: 1, bulkConcurrency: 1 });
    const recorded = gate();
    const started: string[] = [];
    deliveries.deliver.mockImplementation(async (id: string, _lane?: unknown, answered?: (status: string) => void) => {
      started.push(id);
      answered?.('success');
      await recorded.closed;
      if (id === 'j2') throw new Error('database unavailable');
      return 'success';
    });
    let ended = false;
    const processing = bulk.process(bulkBatch('d', ['j1', 'j2', 'j3'], 1)).finally(() => (ended = true));
    processing.catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started).toEqual(['j1', 'j2', 'j3']); // one permit of each kind, one slot: each given back at the answer
    expect(ended).toBe(false); // no record written yet
    recorded.open();
    await expect(processing).rejects.toThrow('1 of 3 deliveries failed, first: database unavailable');
  });

  it('fails the batch once all are done when one delivery failed, so the relay queues that one again', async () => {
    const { subject, delivered, deliveries } = processor();
    deliveries.deliver.mockImplementationOnce(async () => {
      throw new Error('database unavailable');
    });
    await expect(subject.process(batch(['j1', 'd'], ['j2', 'd']))).rejects.toThrow('1 of 2 deliveries failed, first: database unavailable');
    expect(delivered).toEqual(['j2']);
  });

  it('runs a bulk batch at most DESTINATION_CONCURRENCY at a time, and hands a delivery whose destination is full back to the bulk queue with its attempt', async () => {
    const { bulk, deliveries, requeued } = processor(['busy'], false, { workerConcurrency: 10, destinationConcurrency: 2 });
    const held = [gate(), gate(), gate()];
    let running = 0;
    let most = 0;
    deliveries.deliver.mockImplementation(async (id: string) => {
      most = Math.max(most, ++running);
      await held[Number(id.slice(1)) - 1].closed;
      running--;
      return 'success';
    });
    const processing = bulk.process(bulkBatch('d', ['j1', 'j2', 'j3'], 5));
    await new Promise((resolve) => setImmediate(resolve));
    expect(deliveries.deliver.mock.calls.map(([id]) => id)).toEqual(['j1', 'j2']);
    held.forEach((each) => each.open());
    await processing;
    expect(most).toBe(2);
    expect(deliveries.deliver).toHaveBeenCalledTimes(3);

    await bulk.process(bulkBatch('busy', ['j4'], 5));
    expect(requeued).toEqual([{ deliveryJobId: 'j4', destinationId: 'busy', attemptNumber: 5, delayMs: expect.any(Number), bulk: true }]);
  });

  it("claims a bulk batch's deliveries a window ahead of its slots, and gives back the claim of one that could not start", async () => {
    const { bulk, deliveries, slots, claimed, givenBack, requeued } = processor([], false, {
      workerConcurrency: 10,
      destinationConcurrency: 2,
    });
    const ids = ['j1', 'j2', 'j3', 'j4', 'j5', 'j6', 'j7'];
    const held = ids.map(() => gate());
    deliveries.deliver.mockImplementation(async (id: string) => {
      await held[Number(id.slice(1)) - 1].closed;
      return 'success';
    });
    deliveries.claim.mockImplementation(async (id: string) => {
      claimed.push(id);
      return id === 'j6' ? null : { job: { id }, release: () => {} }; // j6 is not due (delivered meanwhile)
    });
    const processing = bulk.process(bulkBatch('d', ids, 1));
    await new Promise((resolve) => setImmediate(resolve));
    // Two deliveries run (the window); the next window is claimed already, before any of its slots.
    expect(claimed).toEqual(['j1', 'j2', 'j3', 'j4']);
    expect(slots.acquire.mock.calls.map(([, holder]) => holder)).toEqual(['j1-1', 'j2-1']);
    held[0].open();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(claimed).toEqual(['j1', 'j2', 'j3', 'j4', 'j5', 'j6']); // j3 started: its window and the next one
    held.forEach((each) => each.open());
    await processing;
    expect(deliveries.deliverClaimed.mock.calls.map(([claim]) => claim.job.id)).toEqual(['j1', 'j2', 'j3', 'j4', 'j5', 'j7']);
    expect(deliveries.deliver.mock.calls.map(([id]) => id)).toEqual(['j1', 'j2', 'j3', 'j4', 'j5', 'j7']);
    expect(givenBack).toEqual([]);

    // A claimed delivery that gets no slot: its claim is given back before it goes back to the queue.
    slots.acquire.mockResolvedValue(false);
    await bulk.process(bulkBatch('d', ['j8'], 3));
    expect(givenBack).toEqual(['j8']);
    expect(requeued).toEqual([{ deliveryJobId: 'j8', destinationId: 'd', attemptNumber: 3, delayMs: expect.any(Number), bulk: true }]);
  });

  it('claims nothing ahead for a destination with a delivery rate, nor for a live batch', async () => {
    const { subject, bulk, deliveries, delivered } = processor();
    await bulk.process(bulkBatch('rated', ['j1', 'j2'], 1));
    await subject.process(batch(['j3', 'd'], ['j4', 'd']));
    expect(deliveries.claim).not.toHaveBeenCalled();
    expect(delivered.sort()).toEqual(['j1', 'j2', 'j3', 'j4']);
  });

  it('gives a freed permit to a waiting live delivery before any waiting bulk delivery', async () => {
    const { subject, bulk, deliveries } = processor([], false, { workerConcurrency: 1, destinationConcurrency: 10 });
    const first = gate();
    const order: string[] = [];
    deliveries.deliver.mockImplementation(async (id: string) => {
      order.push(id);
      if (id === 'j0') await first.closed;
      return 'success';
    });
    const holding = subject.process({ id: 'j0-1', data: { deliveryJobId: 'j0', destinationId: 'd' } } as Job<DeliveryJobData>);
    await new Promise((resolve) => setImmediate(resolve)); // j0 holds the only permit
    const bulkWaiting = bulk.process(bulkBatch('d', ['b1'], 2));
    await new Promise((resolve) => setImmediate(resolve));
    const liveWaiting = subject.process({ id: 'j2-1', data: { deliveryJobId: 'j2', destinationId: 'd' } } as Job<DeliveryJobData>);
    await new Promise((resolve) => setImmediate(resolve));
    first.open();
    await Promise.all([holding, bulkWaiting, liveWaiting]);
    expect(order).toEqual(['j0', 'j2', 'b1']);
  });
});
