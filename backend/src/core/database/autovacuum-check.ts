import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SqlExecutor } from './sql';

/**
 * Warns once at start when the PostgreSQL server runs with `autovacuum = off`. Every ingest and
 * delivery updates rows; without vacuum their dead versions pile up, indexes bloat and a long run
 * falls behind (an 8-minute soak at 400 events/s did on such a server, and delivered all 192,000
 * with the default setting). Hookyard still runs: the warning says what to change.
 */
@Injectable()
export class AutovacuumCheck implements OnApplicationBootstrap {
  private readonly logger = new Logger(AutovacuumCheck.name);

  constructor(private readonly sql: SqlExecutor) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      const {
        rows: [row],
      } = await this.sql.query<{ autovacuum: string }>('SHOW autovacuum');
      if (row?.autovacuum === 'off') {
        this.logger.warn(
          'PostgreSQL runs with autovacuum = off: dead rows will pile up and deliveries slow down over hours. ' +
            'Turn it on (ALTER SYSTEM SET autovacuum = on; SELECT pg_reload_conf();) or vacuum the database on a schedule.',
        );
      }
    } catch (error) {
      this.logger.warn(`Could not read PostgreSQL's autovacuum setting: ${(error as Error).message}`);
    }
  }
}
