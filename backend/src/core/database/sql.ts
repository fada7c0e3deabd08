import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Pool as PgPool, Query } from 'pg';
import type { ClientBase, CustomTypesConfig, Pool, QueryResult } from 'pg';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

/** A statement of a hot path, prepared once per connection under its name (ARCHITECTURE "Hot paths"). */
export interface Statement {
  name: string;
  text: string;
}

export function statement(name: string, text: string): Statement {
  return { name, text };
}

/** What every statement answers, on the pool or in a transaction: its rows, and how many rows it returned or changed. */
export interface SqlResult<T> {
  rows: T[];
  rowCount: number;
}

/** Runs raw statements: on the pool ({@link SqlExecutor}) or on one transaction's connection. */
export interface SqlRunner {
  /** A named prepared statement. */
  run<T>(statement: Statement, values: unknown[]): Promise<SqlResult<T>>;
  /**
   * Plain SQL, parsed and planned for its values as any unnamed statement; `types` replaces pg's
   * type parsers for this statement only.
   */
  query<T>(text: string, values?: unknown[], types?: CustomTypesConfig): Promise<SqlResult<T>>;
}

/**
 * The one executor of raw SQL: statements run straight on the pg pool that TypeORM manages, with no
 * TypeORM query runner built per call, and answer `{ rows, rowCount }` everywhere. Hot paths use
 * named prepared statements (PostgreSQL parses and plans each once per connection); statements whose
 * SQL varies (the event list's filters) run unnamed. Repositories hold the statements; TypeORM keeps
 * the entities, the migrations and the pool.
 */
@Injectable()
export class SqlExecutor implements SqlRunner {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The driver's pool, created when the DataSource initialized. */
  protected get pool(): Pool {
    return (this.db.driver as unknown as { master: Pool }).master;
  }

  async run<T>(statement: Statement, values: unknown[]): Promise<SqlResult<T>> {
    return shaped(await this.pool.query({ name: statement.name, text: statement.text, values }));
  }

  async query<T>(text: string, values: unknown[] = [], types?: CustomTypesConfig): Promise<SqlResult<T>> {
    return shaped(await this.pool.query({ text, values, types }));
  }

  /**
   * Plain SQL whose rows go to `onRow` one at a time as they arrive, never gathered into an array;
   * resolves with their number. For big reads: rows held until the last one arrives share V8 heap
   * pages that the scavenger promotes whole to the old generation, where they wait for a full GC.
   */
  async each<T>(text: string, values: unknown[], onRow: (row: T) => void): Promise<number> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      return await new Promise<number>((resolve, reject) => {
        const query = new Query<T & object>(text, values);
        let count = 0;
        let failed: unknown = null;
        query.on('row', (row: T) => {
          if (failed !== null) return;
          try {
            onRow(row);
            count++;
          } catch (error) {
            failed = error; // answered once the statement is over, so the connection stays usable
          }
        });
        query.on('error', (error: Error) => {
          broken = error;
          reject(error);
        });
        query.on('end', () => (failed === null ? resolve(count) : reject(failed as Error)));
        client.query(query);
      });
    } finally {
      client.release(broken);
    }
  }

  /** BEGIN … COMMIT on one connection; ROLLBACK (and the error) when `work` throws. */
  transaction<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T> {
    return this.within('BEGIN', work);
  }

  /**
   * Reads that must agree with each other (an event and its jobs): every statement of `work` sees
   * the one snapshot taken at its first, whatever commits in between.
   */
  snapshot<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T> {
    return this.within('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY', work);
  }

  private async within<T>(begin: string, work: (tx: SqlRunner) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await client.query(begin);
      try {
        const result = await work(runnerOn(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
        throw error;
      }
    } finally {
      client.release(broken); // a connection that could not roll back is discarded
    }
  }
}

/**
 * The executor of reads that tolerate a replica's lag: the event list, the export and the
 * statistics series. With DATABASE_READ_URL set, a pool of its own on that database (a streaming
 * replica); without, the primary's pool. Whatever is read right after a write (a detail after a
 * create, idempotency records, claims, anything in a transaction that writes) uses
 * {@link SqlExecutor}, the primary.
 */
@Injectable()
export class ReplicaSqlExecutor extends SqlExecutor implements OnModuleDestroy {
  private readonly replica: Pool | null;

  constructor(@InjectDataSource() db: DataSource, @Inject(APP_CONFIG) config: AppConfig) {
    super(db);
    this.replica = config.databaseReadUrl
      ? new PgPool({ connectionString: config.databaseReadUrl, max: 10, application_name: 'hookyard-read' })
      : null;
  }

  protected override get pool(): Pool {
    return this.replica ?? super.pool;
  }

  async onModuleDestroy(): Promise<void> {
    await this.replica?.end();
  }
}

function runnerOn(client: ClientBase): SqlRunner {
  return {
    run: async <T>(statement: Statement, values: unknown[]) =>
      shaped<T>(await client.query({ name: statement.name, text: statement.text, values })),
    query: async <T>(text: string, values: unknown[] = [], types?: CustomTypesConfig) =>
      shaped<T>(await client.query({ text, values, types })),
  };
}

/**
 * Whether `error` is PostgreSQL refusing a row by the constraint or unique index `name` (pg's
 * DatabaseError, as the executor passes it on), e.g. to answer a taken name with its own 409.
 */
export function violated(error: unknown, name: string): boolean {
  return (error as { constraint?: unknown } | null)?.constraint === name;
}

function shaped<T>(result: QueryResult): SqlResult<T> {
  return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
}
