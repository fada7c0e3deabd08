import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Authenticated } from '../../core/auth/authenticated.decorator';

/** The demo's built-in receiver (DEMO_ECHO=true, set by `npm start`), so the seeded destination delivers. */
@ApiExcludeController()
@Controller('demo')
export class EchoController {
  @Post('echo')
  @HttpCode(200)
  @Authenticated({ public: true })
  echo(): { received: true } {
    return { received: true };
  }
}
