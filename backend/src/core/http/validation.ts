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

/**
 * Whitelisting validation at the edge; failures are `400 validation_failed` with `errors[]`.
 * An unknown body field is refused, while unknown query parameters are dropped (CONTRACT §1).
 */
class EdgeValidationPipe extends ValidationPipe {
  private readonly query = new ValidationPipe({ ...OPTIONS, forbidNonWhitelisted: false });

  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'query') return super.transform(value, metadata);
    const fastPath = metadata.metatype && QUERY_FAST_PATHS.get(metadata.metatype);
    const checked = fastPath && typeof value === 'object' && value !== null ? fastPath(value as Record<string, unknown>) : undefined;
    return checked === undefined ? this.query.transform(value, metadata) : Promise.resolve(checked);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new EdgeValidationPipe(OPTIONS);
}
