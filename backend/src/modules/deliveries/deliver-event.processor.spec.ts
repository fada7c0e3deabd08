import { DelayedError, Job } from 'bullmq';
import type { AppConfig } from '../../core/config/app-config';
import { metrics } from '../../core/metrics/metrics';
import { DeliveryJobData } from '../../core/queue/queue.constants';
import { DeliverEventProcessor } from './deliver-event.processor';
import type { DeliveryQueue } from './delivery-queue.service';
import type { DeliveryService } from './delivery.service';
import type { DestinationOwners } from './destination-owners';
import type { DestinationSlots } from './destination-slots';

/**
 * The processor with recording stand-ins for what it calls; `full` destinations refuse a slot, and
 * hand one over to a waiting delivery when `handsOver`.
 */
function processor(full: string[] = [], handsOver = false) {
  const delivered: string[] = [];
  const requeued: { deliveryJobId: string; attemptNumber: number; delayMs?: number }[] = [];
  const deliveries = { deliver: jest.fn(async (id: string): Promise<string | null> => (delivered.push(id), 'success')) };
  const owners = { organizationOf: jest.fn(async (destinationId: string) => `org-of-${destinationId}`) };
  const slots = {
    acquire: jest.fn(async (destinationId: string) => !full.includes(destinationId)),
    release: jest.fn(async () => undefined),
    waitFor: jest.fn(async () => handsOver),
    close: jest.fn(),
  };
  const queue = { enqueue: jest.fn(async (attempts: typeof requeued) => requeued.push(...attempts) > 0) };
  const config = { workerConcurrency: 2 } as AppConfig;
  const subject = new DeliverEventProcessor(
    deliveries as unknown as DeliveryService,
    slots as unknown as DestinationSlots,
    queue as unknown as DeliveryQueue,
    owners as unknown as DestinationOwners,
    config,
  );
  return { subject, delivered, requeued, slots, deliveries };
}

const batch = (...ids: [string, string][]) =>
  ({
    id: 'b-batch',
    data: { deliveries: ids.map(([deliveryJobId, destinationId]) => ({ deliveryJobId, destinationId })) },
  }) as Job<DeliveryJobData>;

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
    const { subject, delivered, requeued } = processor();
    subject.beforeApplicationShutdown();
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
    const { subject, delivered, requeued, slots } = processor(['busy']);
    let handOver!: (handed: boolean) => void;
    slots.waitFor.mockImplementationOnce(() => new Promise<boolean>((resolve) => (handOver = resolve)));
    const processing = subject.process(batch(['j1', 'busy']));
    await new Promise((resolve) => setImmediate(resolve)); // j1 is waiting for its slot
    const stopping = subject.beforeApplicationShutdown();
    handOver(true); // the slot arrives after the permits closed
    await Promise.all([processing, stopping]);
    expect(delivered).toEqual([]);
    expect(slots.release).toHaveBeenCalledWith('busy', 'j1-1', { organizationId: 'org-of-busy' });
    expect(requeued.map((attempt) => attempt.deliveryJobId)).toEqual(['j1']);
  });

  it("takes the slot of the destination's organization, and tells the slots whether the delivery timed out", async () => {
    const { subject, slots, deliveries } = processor();
    deliveries.deliver.mockResolvedValueOnce('timeout').mockResolvedValueOnce('failed').mockResolvedValueOnce(null);
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

  it('fails the batch once all are done when one delivery failed, so the relay queues that one again', async () => {
    const { subject, delivered } = processor();
    const deliver = (subject as unknown as { deliveries: { deliver: jest.Mock } }).deliveries.deliver;
    deliver.mockImplementationOnce(async () => {
      throw new Error('database unavailable');
    });
    await expect(subject.process(batch(['j1', 'd'], ['j2', 'd']))).rejects.toThrow('1 of 2 deliveries failed, first: database unavailable');
    expect(delivered).toEqual(['j2']);
  });
});
