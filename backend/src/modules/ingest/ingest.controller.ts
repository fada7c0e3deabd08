import { Body, Controller, Headers, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiProperty, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { IncomingHttpHeaders } from 'node:http';
import { Authenticated } from '../../core/auth/authenticated.decorator';
import { IngestService } from './ingest.service';

export class IngestResponseDto {
  @ApiProperty({ example: true }) ok: boolean;
  @ApiProperty({ example: 'evt_01JD2Q7ZQ8N6M3X4Y5Z6A7B8C9' }) event_id: string;
  @ApiProperty({ enum: ['queued'] }) status: string;
}

@ApiTags('ingest')
@Controller('api/ingest')
export class IngestController {
  constructor(private readonly ingest: IngestService) {}

  @Post(':endpointToken')
  @HttpCode(202)
  @Authenticated({ public: true })
  @ApiOperation({ operationId: 'ingest', summary: 'Accept a webhook event (any content type, any bytes)' })
  @ApiBody({ required: false, schema: { type: 'string', format: 'binary' } })
  @ApiResponse({ status: 202, type: IngestResponseDto })
  async accept(
    @Param('endpointToken') token: string,
    @Body() body: Buffer | undefined,
    @Headers() headers: IncomingHttpHeaders,
  ): Promise<IngestResponseDto> {
    const endpoint = await this.ingest.authenticate(token);
    const accepted = await this.ingest.store(endpoint, Buffer.isBuffer(body) ? body : Buffer.alloc(0), headers);
    return { ok: true, ...accepted };
  }
}
