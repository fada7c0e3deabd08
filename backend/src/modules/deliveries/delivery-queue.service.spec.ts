import type { Queue } from 'bullmq';
import type Redis from 'ioredis';
import { metrics } from '../../core/metrics/metrics';
import { DeliveryQueue, QueuedAttempt } from './delivery-queue.service';

interface Added {
  name: string;
  data: object;
  opts: { jobId: string; delay?: number };
}

interface Call {
  method: 'add' | 'addBulk' | 'remove';
  jobs: Added[];
  /** Absent for the deliveries queue; `bulk` for bulk-deliveries. */
  queue?: 'bulk';
}

/** The two BullMQ queues, recording each call (add, addBulk, remove) in one list, failing when told to. */
function fakeQueue(fail: { add?: Error; addBulk?: Error } = {}) {
  const calls: Call[] = [];
  const queue = (name?: 'bulk') => {
    const record = (call: Call) => calls.push(name ? { ...call, queue: name } : call);
    return {
      add: jest.fn(async (jobName: string, data: object, opts: Added['opts']) => {
        record({ method: 'add', jobs: [{ name: jobName, data, opts }] });
        if (fail.add) throw fail.add;
      }),
      addBulk: jest.fn(async (jobs: Added[]) => {
        record({ method: 'addBulk', jobs });
        if (fail.addBulk) throw fail.addBulk;
      }),
      remove: jest.fn(async (jobId: string) => {
        record({ method: 'remove', jobs: [{ name: '', data: {}, opts: { jobId } }] });
        return 1;
      }),
    };
  };
  return { calls, service: new DeliveryQueue(queue() as unknown as Queue, queue('bulk') as unknown as Queue, {} as Redis) };
}

const attempt = (n: number): QueuedAttempt => ({ deliveryJobId: `job-${n}`, destinationId: `dest-${n}`, attemptNumber: 1 });
const failures = async () => (await metrics.enqueueFailures.get()).values.reduce((sum, value) => sum + value.value, 0);

describe('DeliveryQueue', () => {
  it('queues the jobs of concurrent calls together, every one of them, and answers each call', async () => {
    const { calls, service } = fakeQueue();
    const answers = await Promise.all([
      service.enqueue([attempt(1)]),
      service.enqueue([attempt(2), attempt(3)]),
      service.enqueue([attempt(4)]),
    ]);
    expect(answers).toEqual([true, true, true]);
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe('addBulk');
    expect(calls[0].jobs).toEqual(
      [1, 2, 3, 4].map((n) => ({
        name: 'DeliverEvent',
        data: { deliveryJobId: `job-${n}`, destinationId: `dest-${n}` },
        opts: { jobId: `job-${n}-1`, delay: undefined },
      })),
    );
  });

  it('sends a lone job with add (no pipeline), keeping its id and delay', async () => {
    const { calls, service } = fakeQueue();
    await expect(service.enqueue([{ ...attempt(1), attemptNumber: 3, delayMs: 5000 }])).resolves.toBe(true);
    expect(calls).toEqual([
      {
        method: 'add',
        jobs: [
          { name: 'DeliverEvent', data: { deliveryJobId: 'job-1', destinationId: 'dest-1' }, opts: { jobId: 'job-1-3', delay: 5000 } },
        ],
      },
    ]);
  });

  it('answers false to every call of a batch that Redis refused, counts its jobs and never throws (the relay queues them)', async () => {
    const { calls, service } = fakeQueue({ addBulk: new Error('Connection is closed.'), add: new Error('Connection is closed.') });
    const before = await failures();
    const answers = await Promise.all([service.enqueue([attempt(1)]), service.enqueue([attempt(2), attempt(3)])]);
    expect(answers).toEqual([false, false]);
    expect(calls.map((call) => call.method)).toEqual(['addBulk']);
    expect((await failures()) - before).toBe(3);
    await expect(service.enqueue([attempt(4)])).resolves.toBe(false);
    expect((await failures()) - before).toBe(4);
  });

  it('keeps a failed batch to itself: the next calls go in a batch of their own', async () => {
    let failNext = true;
    const { calls, service } = fakeQueue();
    const queue = (service as unknown as { queue: { addBulk: jest.Mock } }).queue;
    const addBulk = queue.addBulk.getMockImplementation()!;
    queue.addBulk.mockImplementation(async (jobs: Added[]) => {
      await addBulk(jobs);
      if (failNext) {
        failNext = false;
        throw new Error('refused');
      }
    });
    await expect(Promise.all([service.enqueue([attempt(1)]), service.enqueue([attempt(2)])])).resolves.toEqual([false, false]);
    await expect(Promise.all([service.enqueue([attempt(3)]), service.enqueue([attempt(4)])])).resolves.toEqual([true, true]);
    expect(calls.map((call) => call.jobs.map((job) => job.opts.jobId))).toEqual([
      ['job-1-1', 'job-2-1'],
      ['job-3-1', 'job-4-1'],
    ]);
  });

  it('replaces on its own: removes the ids from both queues first, then adds, without waiting for a batch', async () => {
    const { calls, service } = fakeQueue();
    await expect(service.enqueue([attempt(1), attempt(2)], { replace: true })).resolves.toBe(true);
    expect(calls.map((call) => [call.method, call.queue, call.jobs.map((job) => job.opts.jobId)])).toEqual([
      ['remove', undefined, ['job-1-1']],
      ['remove', 'bulk', ['job-1-1']],
      ['remove', undefined, ['job-2-1']],
      ['remove', 'bulk', ['job-2-1']],
      ['addBulk', undefined, ['job-1-1', 'job-2-1']],
    ]);
  });

  it("queues a bulk operation's single jobs into the bulk-deliveries queue at once, never in a live batch", async () => {
    const { calls, service } = fakeQueue();
    const answers = await Promise.all([service.enqueue([attempt(1)]), service.enqueue([attempt(2)], { bulk: true })]);
    expect(answers).toEqual([true, true]);
    expect(calls.map((call) => [call.method, call.queue, call.jobs.map((job) => job.opts.jobId)])).toEqual([
      ['add', 'bulk', ['job-2-1']],
      ['add', undefined, ['job-1-1']],
    ]);
  });

  it("queues a bulk operation's batches into the bulk-deliveries queue under their batch ids, after dropping the entries they replace", async () => {
    const { calls, service } = fakeQueue();
    const deliveries = (n: number) => [{ deliveryJobId: `job-${n}`, destinationId: 'dest', attemptNumber: 4 }];
    const batches = [
      { queueBatchId: 'b1', deliveries: deliveries(1) },
      { queueBatchId: 'b2', deliveries: deliveries(2) },
    ];
    await expect(service.enqueueBulk(batches, ['job-2-4'])).resolves.toBe(true);
    expect(calls).toEqual([
      { method: 'remove', queue: undefined, jobs: [expect.objectContaining({ opts: { jobId: 'job-2-4' } })] },
      { method: 'remove', queue: 'bulk', jobs: [expect.objectContaining({ opts: { jobId: 'job-2-4' } })] },
      {
        method: 'addBulk',
        queue: 'bulk',
        jobs: [
          { name: 'DeliverBatch', data: { deliveries: deliveries(1) }, opts: { jobId: 'b1-batch' } },
          { name: 'DeliverBatch', data: { deliveries: deliveries(2) }, opts: { jobId: 'b2-batch' } },
        ],
      },
    ]);
  });

  it('answers an empty call at once', async () => {
    const { calls, service } = fakeQueue();
    await expect(service.enqueue([])).resolves.toBe(true);
    expect(calls).toEqual([]);
  });
});
