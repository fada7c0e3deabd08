import { ApiKey } from '../../modules/api-keys/api-key.entity';
import { Session } from '../../modules/auth/session.entity';
import { User } from '../../modules/auth/user.entity';
import { DeadLetter } from '../../modules/deliveries/dead-letter.entity';
import { DeliveryAttempt } from '../../modules/deliveries/delivery-attempt.entity';
import { DeliveryJob } from '../../modules/deliveries/delivery-job.entity';
import { Destination } from '../../modules/endpoints/destination.entity';
import { Endpoint } from '../../modules/endpoints/endpoint.entity';
import { EventPayload } from '../../modules/events/event-payload.entity';
import { WebhookEvent } from '../../modules/events/event.entity';
import { Organization } from '../../modules/organizations/organization.entity';
import { Project } from '../../modules/organizations/project.entity';

export const ENTITIES = [
  Organization,
  User,
  Session,
  Project,
  Endpoint,
  Destination,
  ApiKey,
  WebhookEvent,
  EventPayload,
  DeliveryJob,
  DeliveryAttempt,
  DeadLetter,
];
