import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy, type ValidationArguments } from 'class-validator';
import { IsOmittable } from '../../../core/http/optional';
import { destinationUrlProblem, MAX_TEMPLATE_LENGTH, MAX_URL_LENGTH, templateProblem } from '../broker-destination';
import type { BrokerFields, DestinationType } from '../destination.entity';

const FIELD_DESCRIPTIONS: Record<keyof BrokerFields, string> = {
  exchange: 'amqp: the exchange published to ("" the default exchange)',
  routing_key: 'amqp: the routing key',
  subject: 'nats: the JetStream subject published to',
  topic: 'mqtt: the topic published to (QoS 1)',
};
const TEMPLATE_NOTE =
  '. A template: {event_type} and {endpoint_id} are replaced with the event\'s type ("untyped" without one) and its endpoint\'s id.';

/** A broker type field on create and PATCH: a template (docs/http.md, Broker destinations); which type takes it is checked with the type. */
export const BrokerField = (field: keyof BrokerFields) =>
  applyDecorators(
    ApiProperty({
      required: false,
      type: String,
      maxLength: MAX_TEMPLATE_LENGTH[field],
      description: FIELD_DESCRIPTIONS[field] + TEMPLATE_NOTE,
    }),
    IsOmittable(),
    ValidateBy({
      name: `${field}Template`,
      validator: {
        validate: (value: unknown) => templateProblem(field, value) === null,
        defaultMessage: (args) => templateProblem(field, args?.value) ?? '',
      },
    }),
  );

/** A broker type field as answered: null for another type. */
export const BrokerFieldAnswer = (field: keyof BrokerFields) =>
  ApiProperty({ nullable: true, type: String, description: `${FIELD_DESCRIPTIONS[field]}; null for other types` });

const typeOf = (args?: ValidationArguments) => (args?.object as { type?: DestinationType }).type ?? 'http';

/**
 * A destination's URL for its type (http when left out); `onPatch`, where the type is not known
 * yet, a URL valid for some type (the service checks it against the destination's).
 */
export const IsTypedDestinationUrl = ({ onPatch = false } = {}) => {
  const problem = (value: unknown, args?: ValidationArguments) => destinationUrlProblem(onPatch ? undefined : typeOf(args), value);
  return ValidateBy({
    name: 'destinationUrl',
    validator: {
      validate: (value: unknown, args) => problem(value, args) === null,
      defaultMessage: (args) => problem(args?.value, args) ?? '',
    },
  });
};

export const URL_DESCRIPTION =
  `Required for http and the broker types (at most ${MAX_URL_LENGTH} characters), absent for a listener. http: an absolute http(s) URL ` +
  'without user-info; amqp: amqp:// or amqps:// (the path is the vhost); nats: nats:// or tls://; mqtt: mqtt:// or mqtts://. ' +
  "A broker URL's user-info (user:password, or a lone token) is sealed at rest and answered as user:[redacted]@ or [redacted]@.";
