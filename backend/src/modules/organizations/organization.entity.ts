import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'organizations' })
export class Organization {
  @PrimaryColumn('uuid') id: string;
  @Column('text') name: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
