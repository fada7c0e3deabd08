const { Queue, Worker, RedisConnection, createIORedisClient } = require('bullmq');
const { Cluster } = require('ioredis');
const nodes = [{ host: '127.0.0.1', port: 7101 }];
RedisConnection.clientFactory = (o) => { const { host, port, ...rest } = o; return createIORedisClient(new Cluster(nodes, { redisOptions: rest })); };
(async () => {
  const conn = { maxRetriesPerRequest: null };
  const q = new Queue('dbg', { connection: conn, prefix: '{dbg}' });
  const t0 = Date.now(); const seen = [];
  const w = new Worker('dbg', async (job) => { seen.push(Date.now() - t0); }, { connection: conn, prefix: '{dbg}' });
  await w.waitUntilReady();
  for (let i = 1; i <= 5; i++) await q.add('x', {}, { delay: i * 300 });
  await new Promise((r) => setTimeout(r, 4000));
  console.log('delayed done at', seen);
  await q.upsertJobScheduler('s', { every: 100 }, { name: 's' });
  const before = seen.length; await new Promise((r) => setTimeout(r, 3000));
  console.log('scheduler ticks in 3s', seen.length - before);
  await w.close(); await q.obliterate({ force: true }); await q.close();
})();
