import { Module } from '@nestjs/common';
import { Mailer } from '../../core/mail/mailer';
import { AuthModule } from '../auth/auth.module';
import { OrganizationsModule } from '../organizations/organizations.module';
import { AcceptInvitationController, InvitationsController } from './invitations.controller';
import { InvitationsRepository } from './invitations.repository';
import { InvitationsService } from './invitations.service';
import { MembersController } from './members.controller';
import { MembersRepository } from './members.repository';
import { MembersService } from './members.service';

/** Members and their roles, and invitations (issue #31 §1–2). */
@Module({
  imports: [AuthModule, OrganizationsModule],
  controllers: [MembersController, InvitationsController, AcceptInvitationController],
  providers: [MembersRepository, MembersService, InvitationsRepository, InvitationsService, Mailer],
})
export class MembersModule {}
