import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OrganizationsModule } from '../organizations/organizations.module';
import { AuthController } from './auth.controller';
import { AccountsRepository } from './accounts.repository';
import { AuthService } from './auth.service';
import { Session } from './session.entity';
import { User } from './user.entity';

@Module({
  imports: [TypeOrmModule.forFeature([User, Session]), OrganizationsModule],
  controllers: [AuthController],
  providers: [AccountsRepository, AuthService],
  exports: [AuthService],
})
export class AuthModule {}
