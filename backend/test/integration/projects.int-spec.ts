import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ProjectNames1765800000000 } from '../../src/core/database/migrations/1765800000000-project-names';
import { bearer, createTenant } from '../support/factories';
import { expectProblem } from '../support/problem';
import { startTestApp, TestApp } from '../support/test-app';

/** Issue #29 §5: projects renamed and deleted (when empty), names unique per organization. */
describe('projects', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp();
  });

  afterAll(async () => {
    await api.close();
  });

  it('renames a project, refusing a name the organization has in any case with 409', async () => {
    const { key } = await createTenant(api.url);
    const created = await request(api.url).post('/api/projects').set(bearer(key)).send({ name: 'Payments' }).expect(201);
    expectProblem(await request(api.url).post('/api/projects').set(bearer(key)).send({ name: 'payments' }), 409, 'project_name_taken');
    expectProblem(
      await request(api.url).patch(`/api/projects/${created.body.id}`).set(bearer(key)).send({ name: 'DEFAULT' }),
      409,
      'project_name_taken',
    );
    const renamed = await request(api.url).patch(`/api/projects/${created.body.id}`).set(bearer(key)).send({ name: 'Billing' }).expect(200);
    expect(renamed.body).toMatchObject({ id: created.body.id, name: 'Billing' });
    const names = (await request(api.url).get('/api/projects').set(bearer(key)).expect(200)).body.data.map((p: { name: string }) => p.name);
    expect(names).toEqual(['Default', 'Billing']);
    // Another organization may use the same name, and cannot touch this one.
    const stranger = await createTenant(api.url);
    await request(api.url).post('/api/projects').set(bearer(stranger.key)).send({ name: 'Billing' }).expect(201);
    expectProblem(
      await request(api.url).patch(`/api/projects/${created.body.id}`).set(bearer(stranger.key)).send({ name: 'x' }),
      404,
      'not_found',
    );
    expectProblem(
      await request(api.url).patch(`/api/projects/${created.body.id}`).set(bearer(key)).send({ name: '' }),
      400,
      'validation_failed',
    );
  });

  it('deletes an empty project, and refuses one holding endpoints with 409', async () => {
    const { key, endpoint } = await createTenant(api.url);
    expectProblem(await request(api.url).delete(`/api/projects/${endpoint.projectId}`).set(bearer(key)), 409, 'project_not_empty');
    const stranger = await createTenant(api.url);
    const empty = await request(api.url).post('/api/projects').set(bearer(key)).send({ name: 'Empty' }).expect(201);
    expectProblem(await request(api.url).delete(`/api/projects/${empty.body.id}`).set(bearer(stranger.key)), 404, 'not_found');
    await request(api.url).delete(`/api/projects/${empty.body.id}`).set(bearer(key)).expect(204);
    expectProblem(await request(api.url).delete(`/api/projects/${empty.body.id}`).set(bearer(key)), 404, 'not_found');
    const ids = (await request(api.url).get('/api/projects').set(bearer(key)).expect(200)).body.data.map((p: { id: string }) => p.id);
    expect(ids).toEqual([endpoint.projectId]);
  });

  it('migrates projects that share a name: the oldest keeps it, the others get their id prefix', async () => {
    const runner = api.db.createQueryRunner();
    await runner.startTransaction();
    try {
      await runner.query('DROP INDEX projects_organization_name_idx');
      const org = randomUUID();
      await runner.query(`INSERT INTO organizations (id, name) VALUES ($1, 'Dupes')`, [org]);
      const ids = [randomUUID(), randomUUID(), randomUUID()];
      for (const [i, name] of ['Shop', 'shop', 'SHOP'].entries()) {
        await runner.query(
          `INSERT INTO projects (id, organization_id, name, created_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
          [ids[i], org, name, i],
        );
      }
      await new ProjectNames1765800000000().up(runner);
      const rows: { id: string; name: string }[] = await runner.query(
        `SELECT id, name FROM projects WHERE organization_id = $1 ORDER BY created_at`,
        [org],
      );
      expect(rows.map((r) => r.name)).toEqual(['Shop', `shop (${ids[1]!.slice(0, 8)})`, `SHOP (${ids[2]!.slice(0, 8)})`]);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});
