import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Query } from 'pg';
import type { CustomTypesConfig, Pool, PoolClient, QueryResult } from 'pg';
import { DataSource } from 'typeorm';

/** A statement of a hot path, prepared once per connection under its name (ARCHITECTURE "Hot paths"). */
export interface Statement {
  name: string;
  text: string;
}

export function statement(name: string, text: string): Statement {
  return { name, text };
}

/** What a transaction of {@link HotSql} offers; `query` answers like TypeORM's `EntityManager.query`. */
export interface SqlTransaction {
  /** A prepared statement: its rows. */
  run<T>(statement: Statement, values: unknown[]): Promise<T[]>;
  /** Plain SQL, answered as TypeORM does: rows, or `[rows, rowCount]` for UPDATE and DELETE. */
  query(text: string, values?: unknown[]): Promise<unknown>;
}

/**
 * Ingest and delivery bookkeeping run straight on the pg pool that TypeORM manages, as named
 * prepared statements: PostgreSQL parses and plans each once per connection, and no TypeORM query
 * runner is built per call. The event list and export read through it too (plain statements: their
 * SQL varies with the filters). Everything else keeps using TypeORM.
 */
@Injectable()
export class HotSql {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The driver's pool, created when the DataSource initialized. */
  private get pool(): Pool {
    return (this.db.driver as unknown as { master: Pool }).master;
  }

  async run<T>(statement: Statement, values: unknown[]): Promise<T[]> {
    const result = await this.pool.query({ name: statement.name, text: statement.text, values });
    return result.rows as T[];
  }

  /**
   * Plain SQL (parsed and planned for its values, as any unnamed statement), its rows; `types`
   * replaces pg's type parsers for this query only.
   */
  async query<T>(text: string, values: unknown[], types?: CustomTypesConfig): Promise<T[]> {
    const result = await this.pool.query({ text, values, types });
    return result.rows as T[];
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
  async transaction<T>(work: (tx: SqlTransaction) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      try {
        const result = await work(transactionOn(client));
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

function transactionOn(client: PoolClient): SqlTransaction {
  return {
    run: async <T>(statement: Statement, values: unknown[]) =>
      (await client.query({ name: statement.name, text: statement.text, values })).rows as T[],
    query: async (text: string, values?: unknown[]) => typeormShape(await client.query(text, values)),
  };
}

function typeormShape(result: QueryResult): unknown {
  return result.command === 'UPDATE' || result.command === 'DELETE' ? [result.rows, result.rowCount] : result.rows;
}
