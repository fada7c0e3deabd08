// The test Redis Cluster's watchdog, a process of its own: it reads the pids of the cluster's servers
// on its stdin, one a line, and once stdin closes (the test run stopped them and ended, or was
// killed, even with SIGKILL: its end of the pipe closes with it) it kills whatever is left of them
// and removes their directory (argv[2]), so no cluster outlives its test run.
const { rmSync } = require('node:fs');

const dir = process.argv[2];
const pids = new Set();
let pending = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  const lines = (pending + chunk).split('\n');
  pending = lines.pop();
  for (const line of lines) if (/^\d+$/.test(line)) pids.add(Number(line));
});
process.stdin.on('close', () => {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
  rmSync(dir, { recursive: true, force: true });
});
