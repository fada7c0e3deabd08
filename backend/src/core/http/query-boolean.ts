import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsBoolean } from 'class-validator';

/** `true` and `false` in a query string become booleans; anything else stays for the validator to refuse. */
export const queryBoolean = (value: unknown): unknown => (value === 'true' ? true : value === 'false' ? false : value);

/** A query parameter that is `true` or `false` (nothing else: not `1`, not `yes`). */
export function IsQueryBoolean(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => queryBoolean(value)),
    IsBoolean({ message: ({ property }) => `${property} must be true or false` }),
  );
}
