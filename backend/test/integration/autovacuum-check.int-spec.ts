import { Logger } from '@nestjs/common';
import { AutovacuumCheck } from '../../src/core/database/autovacuum-check';
import { startTestApp, TestApp } from '../support/test-app';

describe('the autovacuum warning at start', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('warns exactly when the PostgreSQL server runs with autovacuum off', async () => {
    const [{ autovacuum }] = await app.db.query<{ autovacuum: string }[]>('SHOW autovacuum');
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      await app.app.get(AutovacuumCheck).onApplicationBootstrap();
      const warnings = warn.mock.calls.map(([message]) => String(message)).filter((m) => m.includes('autovacuum'));
      expect(warnings).toHaveLength(autovacuum === 'off' ? 1 : 0);
      if (autovacuum === 'off') expect(warnings[0]).toContain('autovacuum = on');
    } finally {
      warn.mockRestore();
    }
  });
});
