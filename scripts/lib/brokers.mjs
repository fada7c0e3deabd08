// The message brokers the broker-destination tests publish to (docs/http.md, Broker destinations):
// RabbitMQ, NATS with JetStream and Mosquitto on their standard loopback ports. `npm test` checks
// they answer before the backend tests and, when one does not, says what to install or start.
import { connect } from 'node:net';
import { UserError } from './util.mjs';

const BROKERS = [
  {
    name: 'RabbitMQ',
    port: 5672,
    install: 'apt-get install rabbitmq-server',
    start: 'rabbitmq-server -detached',
  },
  {
    name: 'NATS with JetStream',
    port: 4222,
    install: 'apt-get install nats-server',
    start: 'nats-server -a 127.0.0.1 -p 4222 -js &',
  },
  {
    name: 'Mosquitto (MQTT)',
    port: 1883,
    install: 'apt-get install mosquitto',
    start: 'mosquitto -d',
  },
];

/** Whether something accepts a TCP connection on 127.0.0.1:port within 2 s. */
function answers(port) {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port, timeout: 2000 });
    const end = (ok) => {
      socket.destroy();
      done(ok);
    };
    socket.once('connect', () => end(true));
    socket.once('timeout', () => end(false));
    socket.once('error', () => end(false));
  });
}

/** Throws a UserError naming each broker that does not answer, with how to install and start it. */
export async function checkBrokers() {
  const missing = [];
  for (const broker of BROKERS) if (!(await answers(broker.port))) missing.push(broker);
  if (missing.length === 0) return true;
  throw new UserError(
    'The broker-destination tests (backend/test/integration/broker-destinations.int-spec.ts) publish to real brokers, ' +
      'and these do not answer on 127.0.0.1:\n' +
      missing.map((b) => `  - ${b.name} on port ${b.port}: install it (${b.install}) and start it (${b.start})`).join('\n') +
      '\nThe backend tests run anyway; that suite fails until they answer.',
  );
}
