import { randomUUID } from 'node:crypto';
import { DatabaseError } from 'pg';
import { QueryFailedError } from 'typeorm';
import { SqlExecutor } from '../../src/core/database/sql';
import { toProblem } from '../../src/core/http/problem.filter';
import { startTestApp, TestApp } from '../support/test-app';

describe('database refusals in the problem filter', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp();
  });
  afterAll(() => api.close());

  const failure = (sql: string, values: unknown[]) =>
    api.db.query(sql, values).then(
      () => new Error('the statement did not fail'),
      (error: unknown) => error,
    );

  it('maps a value PostgreSQL refuses (a real error of the real server) to 400, any other failure to 500', async () => {
    const refused = await Promise.all([
      failure('SELECT $1::text', ['a\u0000b']),
      failure('SELECT $1::timestamptz', ['294277-01-01T00:00:00Z']),
      failure('SELECT $1::uuid', ['not-a-uuid']),
      failure('SELECT $1::int', ['99999999999']),
      failure('SELECT $1::jsonb', ['{"a":"\\u0000"}']),
      failure('INSERT INTO projects (id, organization_id, name) VALUES (gen_random_uuid(), gen_random_uuid(), NULL)', []),
    ]);
    for (const error of refused) expect(toProblem(error, 'test')).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(toProblem(await failure('SELECT * FROM no_such_table', []), 'test')).toMatchObject({ status: 500, code: 'internal_error' });
  });

  it('maps a unique violation to 409 conflict the same way through the executor (pg) and through TypeORM', async () => {
    const id = randomUUID();
    const insert = `INSERT INTO organizations (id, name) VALUES ($1, 'twice')`;
    await api.db.query(insert, [id]);
    const throughTypeorm = await failure(insert, [id]);
    const throughExecutor = await api.app
      .get(SqlExecutor)
      .query(insert, [id])
      .then(
        () => new Error('the statement did not fail'),
        (error: unknown) => error,
      );
    expect(throughTypeorm).toBeInstanceOf(QueryFailedError);
    expect(throughExecutor).toBeInstanceOf(DatabaseError);
    for (const error of [throughTypeorm, throughExecutor]) {
      expect(toProblem(error, 'test')).toMatchObject({ status: 409, code: 'conflict', detail: 'The resource already exists.' });
    }
  });
});
