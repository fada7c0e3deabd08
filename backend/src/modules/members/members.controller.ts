import { Body, Controller, Delete, Get, HttpCode, Param, Patch } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthContext } from '../../core/auth/auth-context';
import { Auth, Authenticated } from '../../core/auth/authenticated.decorator';
import { uuidPipe } from '../../core/http/uuid.pipe';
import { MemberDto, MemberListDto, UpdateMemberDto } from './dto/member.dto';
import { MembersService } from './members.service';

/** The organization's members (docs/http.md, Members and roles): every member sees them, admins change them. */
@ApiTags('members')
@Controller('api/members')
export class MembersController {
  constructor(private readonly members: MembersService) {}

  @Get()
  @Authenticated({ session: true, role: 'viewer' })
  @ApiOkResponse({ type: MemberListDto })
  @ApiOperation({ operationId: 'listMembers', summary: "The organization's members and their roles" })
  async list(@Auth() auth: AuthContext): Promise<MemberListDto> {
    return { data: (await this.members.list(auth)).map(MemberDto.from) };
  }

  @Patch(':userId')
  @Authenticated({ session: true, role: 'admin' })
  @ApiOkResponse({ type: MemberDto })
  @ApiOperation({
    operationId: 'updateMember',
    summary: "Change a member's role (admins below owner; only an owner touches or makes an owner; 409 last_owner)",
  })
  async update(
    @Auth() auth: AuthContext,
    @Param('userId', uuidPipe('userId')) userId: string,
    @Body() body: UpdateMemberDto,
  ): Promise<MemberDto> {
    return MemberDto.from(await this.members.changeRole(auth, userId, body.role));
  }

  @Delete(':userId')
  @HttpCode(204)
  @Authenticated({ session: true, role: 'admin' })
  @ApiNoContentResponse({ description: 'Done; every session of that person in this organization has ended' })
  @ApiOperation({ operationId: 'removeMember', summary: 'Remove a member; their sessions here end at once (409 last_owner)' })
  async remove(@Auth() auth: AuthContext, @Param('userId', uuidPipe('userId')) userId: string): Promise<void> {
    await this.members.remove(auth, userId);
  }
}
