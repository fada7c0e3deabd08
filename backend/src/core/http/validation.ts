import { ArgumentMetadata, ValidationError, ValidationPipe, ValidationPipeOptions } from '@nestjs/common';
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
 * Whitelisting validation at the edge; failures are `400 validation_failed` with `errors[]`.
 * An unknown body field is refused, while unknown query parameters are dropped (CONTRACT §1).
 */
class EdgeValidationPipe extends ValidationPipe {
  private readonly query = new ValidationPipe({ ...OPTIONS, forbidNonWhitelisted: false });

  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    return metadata.type === 'query' ? this.query.transform(value, metadata) : super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new EdgeValidationPipe(OPTIONS);
}
