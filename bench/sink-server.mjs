// The loopback destination of `npm run bench:delivery`: node:http answering 200 as soon as the body
// is in. Runs as its own process (forked with an IPC channel) so it does not share an event loop
// with the worker or the load generator. It records when each delivery arrived and, for bodies
// starting with {"bench_sent_at":<epoch ms>, the ingest→received latency. Env: PORT, RESPONSE_BYTES
// (the size of the answer body: `ok` for 2, else a JSON document of about that many bytes, as
// compressible as a real one).
import { createServer } from 'node:http';

const SENT_AT = /^\{"bench_sent_at":([0-9.]+)/;
const now = () => performance.timeOrigin + performance.now();
const RESPONSE_BYTES = Number(process.env.RESPONSE_BYTES || 2);
const ANSWER =
  RESPONSE_BYTES <= 2 ? { type: 'text/plain', body: Buffer.from('ok') } : { type: 'application/json', body: jsonAnswer(RESPONSE_BYTES) };

/**
 * A JSON document of `size` bytes that compresses like a real answer rather than like one repeated
 * letter: records with random hex ids and numbers and words drawn from a small vocabulary.
 */
function jsonAnswer(size) {
  const words = ['order', 'invoice', 'customer', 'status', 'pending', 'paid', 'failed', 'retry', 'amount', 'currency', 'eur', 'usd'];
  const hex = (n) => Array.from({ length: n }, () => Math.floor(Math.random() * 16).toString(16)).join('');
  const records = [];
  let text = '';
  while (text.length < size) {
    const word = () => words[Math.floor(Math.random() * words.length)];
    records.push({ id: hex(16), kind: word(), note: `${word()} ${word()} ${word()}`, amount: Math.floor(Math.random() * 1e6) });
    text = JSON.stringify({ ok: true, records });
  }
  return Buffer.from(text.slice(0, size - 2) + ']}');
}

let state;
function reset() {
  state = { received: 0, duplicates: 0, ids: new Set(), times: [], latencies: [], sentAt: [] };
}
reset();

const server = createServer((req, res) => {
  if (req.method !== 'POST') {
    res.writeHead(200).end('ok'); // readiness
    return;
  }
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const at = now();
    res.writeHead(200, { 'content-type': ANSWER.type, 'content-length': ANSWER.body.length });
    res.end(ANSWER.body);
    state.received++;
    state.times.push(at);
    const id = req.headers['webhook-id'];
    if (id) {
      if (state.ids.has(id)) state.duplicates++;
      else state.ids.add(id);
    }
    const head = chunks.length ? chunks[0].toString('latin1', 0, 64) : '';
    const match = SENT_AT.exec(head);
    if (match) {
      state.sentAt.push(Number(match[1]));
      state.latencies.push(at - Number(match[1]));
    }
  });
});
server.keepAliveTimeout = 60_000;

process.on('message', (message) => {
  if (message.cmd === 'reset') {
    reset();
    process.send({ cmd: 'reset', ok: true });
  } else if (message.cmd === 'count') {
    process.send({ cmd: 'count', received: state.received, timed: state.latencies.length });
  } else if (message.cmd === 'stats') {
    process.send({
      cmd: 'stats',
      received: state.received,
      unique: state.ids.size,
      duplicates: state.duplicates,
      times: state.times,
      latencies: state.latencies,
      sentAt: state.sentAt,
    });
  }
});
process.on('disconnect', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send({ cmd: 'listening' }));
