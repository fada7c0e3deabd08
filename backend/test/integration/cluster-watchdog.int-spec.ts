import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pollUntil } from '../support/factories';
import { answers, freePort } from '../support/private-redis';

const WATCHDOG = join(__dirname, '../support/cluster-watchdog.cjs');

/** A test run as startWatchdog (support/redis-cluster.ts) sets one up: the watchdog told the pid of a server, then nothing more. */
const RUN = `
const { spawn } = require('node:child_process');
const [watchdogScript, dir, pid] = process.argv.slice(1);
const watchdog = spawn(process.execPath, [watchdogScript, dir], { stdio: ['pipe', 'ignore', 'ignore'], detached: true });
watchdog.unref();
watchdog.stdin.write(pid + '\\n', () => process.stdout.write('watched\\n'));
setInterval(() => {}, 1000);
`;

describe('the test Redis Cluster watchdog', () => {
  it('kills the servers and removes their directory when the test run is killed with SIGKILL', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hookyard-watchdog-'));
    const port = await freePort();
    const server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      {
        stdio: 'ignore',
      },
    );
    const serverExited = new Promise((resolve) => server.once('exit', resolve));
    try {
      await pollUntil(() => answers(port), Boolean, 10_000);
      const run = spawn(process.execPath, ['-e', RUN, WATCHDOG, dir, String(server.pid)], { stdio: ['ignore', 'pipe', 'inherit'] });
      await new Promise<void>((resolve) => run.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('watched') && resolve()));
      run.kill('SIGKILL');

      await serverExited;
      expect(await answers(port)).toBe(false);
      await pollUntil(
        async () => existsSync(dir),
        (exists) => !exists,
        5000,
      );
      expect(existsSync(dir)).toBe(false);
    } finally {
      server.kill('SIGKILL');
    }
  });
});
