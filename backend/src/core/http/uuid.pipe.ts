import { PipeTransform } from '@nestjs/common';
import { problems } from './problem';

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that must be a UUID: anything else is `400 validation_failed` naming the parameter. */
export function uuidPipe(field: string): PipeTransform<string, string> {
  return {
    transform(value: string): string {
      if (!UUID_PATTERN.test(value)) throw problems.validation([{ field, message: 'must be a UUID' }]);
      return value.toLowerCase();
    },
  };
}
