import { Injectable } from '@nestjs/common';

/** The time two-factor codes are checked at, one provider so that tests can set it. */
@Injectable()
export class TwoFactorClock {
  now(): number {
    return Date.now();
  }
}
