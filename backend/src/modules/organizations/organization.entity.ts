import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'organizations' })
export class Organization {
  @PrimaryColumn('uuid') id: string;
  @Column('text') name: string;
  /** docs/http.md, Two-factor and sessions: members without two-factor sign in to a restricted session. */
  @Column('boolean') requireTwoFactor: boolean;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
