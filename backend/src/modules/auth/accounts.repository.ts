import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, QueryFailedError } from 'typeorm';
import { OrganizationsRepository } from '../organizations/organizations.repository';
import { User } from './user.entity';

/** The statements of dashboard users (sessions: core/auth/credentials.repository.ts). */
@Injectable()
export class AccountsRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly organizations: OrganizationsRepository,
  ) {}

  /**
   * Sign-up: a new organization, its `Default` project and its first user, in one transaction.
   * Null when the email (in any case) is taken, whether found first or refused by the unique index
   * to a concurrent sign-up that passed the check at the same time.
   */
  async createAccount(account: { email: string; passwordHash: string; organizationName: string }): Promise<User | null> {
    try {
      return await this.db.transaction(async (manager) => {
        const taken = await manager
          .createQueryBuilder(User, 'user')
          .where('lower(user.email) = lower(:email)', { email: account.email })
          .getExists();
        if (taken) return null;
        const organization = await this.organizations.createWithDefaultProject(manager, account.organizationName);
        const user = { id: randomUUID(), organizationId: organization.id, email: account.email, passwordHash: account.passwordHash };
        return manager.save(User, user);
      });
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { constraint?: string }).constraint === 'users_email_key') return null;
      throw error;
    }
  }

  /** By credential, before any organization is known: the user of this email (in any case), with its password hash. */
  findForSignIn(email: string): Promise<User | null> {
    return this.db
      .getRepository(User)
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('lower(user.email) = lower(:email)', { email })
      .getOne();
  }

  findUser(organizationId: string, userId: string): Promise<User | null> {
    return this.db.getRepository(User).findOneBy({ id: userId, organizationId });
  }
}
