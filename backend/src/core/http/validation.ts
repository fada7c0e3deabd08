import { ArgumentMetadata, Type, ValidationError, ValidationPipe, ValidationPipeOptions } from '@nestjs/common';
import { FieldError, problems } from './problem';

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

const OPTIONS: ValidationPipeOptions = {
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  exceptionFactory: (errors) => problems.validation(flatten(errors)),
};

/**
 * A hand-written check of a query DTO's valid values, for a hot route: the DTO instance the
 * validation pipe would make of `query`, or `undefined` whenever it is not sure — then
 * class-validator decides, and words the errors. So it may refuse more than class-validator, never
 * accept more, and the 400s stay class-validator's.
 */
export type QueryFastPath<T> = (query: Record<string, unknown>) => T | undefined;

const QUERY_FAST_PATHS = new Map<Type<unknown>, QueryFastPath<unknown>>();

export function registerQueryFastPath<T>(dto: Type<T>, fastPath: QueryFastPath<T>): void {
  QUERY_FAST_PATHS.set(dto, fastPath);
}

/** C0 control characters but tab, line feed and carriage return, and DEL: PostgreSQL refuses NUL in text and jsonb. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Every string in a validated value that PostgreSQL could refuse or would silently alter (a lone surrogate). */
function unstorableText(value: unknown, field: string): FieldError[] {
  if (typeof value === 'string') {
    if (CONTROL_CHARACTER.test(value)) return [{ field, message: 'must not contain control characters' }];
    if (LONE_SURROGATE.test(value)) return [{ field, message: 'must be valid Unicode (no lone surrogates)' }];
    return [];
  }
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => unstorableText(item, field ? `${field}.${key}` : key));
}

function refuseUnstorable(value: unknown, field: string): void {
  const errors = unstorableText(value, field);
  if (errors.length > 0) throw problems.validation(errors);
}

/**
 * Whitelisting validation at the edge; failures are `400 validation_failed` with `errors[]`.
 * An unknown body field is refused, while unknown query parameters are dropped (docs/http.md, Conventions).
 * Text PostgreSQL cannot store is refused in every body field, query and path parameter alike: a
 * body before the validators see it (a lone surrogate makes some of them throw), query and path
 * parameters after whitelisting (so a dropped query parameter stays ignored; URL decoding cannot
 * produce a lone surrogate).
 */
class EdgeValidationPipe extends ValidationPipe {
  private readonly query = new ValidationPipe({ ...OPTIONS, forbidNonWhitelisted: false });

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body') refuseUnstorable(value, '');
    const checked = await this.check(value, metadata);
    if (metadata.type === 'query' || metadata.type === 'param')
      refuseUnstorable(checked, metadata.type === 'param' ? (metadata.data ?? '') : '');
    return checked;
  }

  private check(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'query') return super.transform(value, metadata);
    const fastPath = metadata.metatype && QUERY_FAST_PATHS.get(metadata.metatype);
    const checked = fastPath && typeof value === 'object' && value !== null ? fastPath(value as Record<string, unknown>) : undefined;
    return checked === undefined ? this.query.transform(value, metadata) : Promise.resolve(checked);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new EdgeValidationPipe(OPTIONS);
}
