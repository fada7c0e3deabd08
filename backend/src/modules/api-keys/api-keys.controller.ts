import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthContext } from '../../core/auth/auth-context';
import { Auth, Authenticated } from '../../core/auth/authenticated.decorator';
import { uuidPipe } from '../../core/http/uuid.pipe';
import { ApiKeysService } from './api-keys.service';
import { ApiKeyListResponseDto, ApiKeyResponseDto, CreateApiKeyDto, CreatedApiKeyResponseDto } from './dto/api-key.dto';

@ApiTags('api-keys')
@Controller('api/api-keys')
@Authenticated({ session: true, role: 'admin' })
export class ApiKeysController {
  constructor(private readonly apiKeys: ApiKeysService) {}

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ type: CreatedApiKeyResponseDto })
  @ApiOperation({ operationId: 'createApiKey', summary: 'Create a scoped API key (the raw key is returned once)' })
  async create(@Auth() auth: AuthContext, @Body() body: CreateApiKeyDto): Promise<CreatedApiKeyResponseDto> {
    const { key, raw } = await this.apiKeys.create(auth, body);
    return { ...ApiKeyResponseDto.from(key), key: raw };
  }

  @Get()
  @ApiOkResponse({ type: ApiKeyListResponseDto })
  @ApiOperation({ operationId: 'listApiKeys', summary: 'List API keys (prefix only, never the key)' })
  async list(@Auth() auth: AuthContext): Promise<ApiKeyListResponseDto> {
    return { data: (await this.apiKeys.list(auth)).map(ApiKeyResponseDto.from) };
  }

  @Post(':keyId/revoke')
  @HttpCode(200)
  @ApiOkResponse({ type: ApiKeyResponseDto })
  @ApiOperation({ operationId: 'revokeApiKey', summary: 'Revoke an active API key' })
  async revoke(@Auth() auth: AuthContext, @Param('keyId', uuidPipe('keyId')) keyId: string): Promise<ApiKeyResponseDto> {
    return ApiKeyResponseDto.from(await this.apiKeys.revoke(auth, keyId));
  }
}
