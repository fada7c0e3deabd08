import { ValidateIf, ValidationOptions } from 'class-validator';

/**
 * A field that may be left out but is never `null`: unlike class-validator's `@IsOptional()`, an
 * explicit `null` goes on to the field's other checks and is refused there, so it never reaches a
 * NOT NULL column. Fields that accept `null` say so with `@IsOptional()` (and `nullable` in OpenAPI).
 */
export function IsOmittable(options?: ValidationOptions): PropertyDecorator {
  return ValidateIf((_object: object, value: unknown) => value !== undefined, options);
}
