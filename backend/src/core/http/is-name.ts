import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/**
 * A display name (organization, project, endpoint, destination, API key): a string of at most 200
 * characters, stored without surrounding spaces, with something left once they are gone.
 */
export function IsName(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value)),
    IsString(),
    IsNotEmpty({ message: '$property must not be empty or only spaces' }),
    MaxLength(200),
  );
}
