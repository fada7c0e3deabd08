import type { Transformations } from '../transformations/transformations.service';
import type { AppConfig } from '../../core/config/app-config';
import type { KeyRing } from '../../core/crypto/key-ring';
import type { OperationalNotifications } from '../../core/notifications/operational-notifications';
import type { StatsCounter } from '../stats/stats-counter';
import type { DeliveriesRepository } from './deliveries.repository';
import type { DeliveryQueue } from './delivery-queue.service';
import { DeliveryService } from './delivery.service';
import type { ListenerRelay } from './listener-relay';
import type { BrokerTransports } from './transports/broker-transports';
import type { WebhookSender } from './webhook-sender';

describe('DeliveryService lanes', () => {
  it("claims a live delivery while a bulk delivery's claim is still in flight, and the other way round", async () => {
    // Claims answer "not due" (nothing to send), each only once its id is released.
    const pending = new Map<string, () => void>();
    const claimed: string[][] = [];
    const repository = {
      claimDueJobsAcrossOrganizations: jest.fn(async (ids: string[]) => {
        claimed.push(ids);
        await new Promise<void>((resolve) => pending.set(ids[0], resolve));
        return [];
      }),
    };
    const service = new DeliveryService(
      repository as unknown as DeliveriesRepository,
      { deliveryLeaseMs: 1000 } as AppConfig,
      {} as KeyRing,
      {} as WebhookSender,
      {} as DeliveryQueue,
      {} as StatsCounter,
      {} as OperationalNotifications,
      {} as Transformations,
      {} as ListenerRelay,
      {} as BrokerTransports,
    );
    const bulk = service.deliver('bulk-1', { bulk: true });
    await new Promise((resolve) => setImmediate(resolve));
    const live = service.deliver('live-1');
    await new Promise((resolve) => setImmediate(resolve));
    // Both statements are in flight at once: the live claim did not queue behind the bulk one.
    expect(claimed).toEqual([['bulk-1'], ['live-1']]);
    pending.get('live-1')!();
    await expect(live).resolves.toBeNull();
    const later = service.deliver('live-2');
    await new Promise((resolve) => setImmediate(resolve));
    expect(claimed).toEqual([['bulk-1'], ['live-1'], ['live-2']]);
    pending.get('live-2')!();
    pending.get('bulk-1')!();
    await expect(Promise.all([bulk, later])).resolves.toEqual([null, null]);
  });
});
