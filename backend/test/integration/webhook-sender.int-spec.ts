import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AppConfig } from '../../src/core/config/app-config';
import { WebhookSender } from '../../src/modules/deliveries/webhook-sender';

/** The sender's whole-request time limit, against a real HTTP server. */
describe('WebhookSender time limit', () => {
  let server: Server;
  let url: string;
  const sender = new WebhookSender({ allowPrivateDestinations: true } as AppConfig);
  const open = new Set<ServerResponse>();

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response: ServerResponse) => {
      request.resume();
      open.add(response);
      if (request.url === '/fast') response.end('ok');
      else if (request.url === '/trickle') {
        // headers at once, then a chunk every 50 ms without end: each read is in time, the whole never is
        response.writeHead(200, { 'content-type': 'text/plain' });
        const timer = setInterval(() => response.write('.'), 50);
        response.on('close', () => clearInterval(timer));
      } // '/silent': never answers
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });

  afterAll(async () => {
    for (const response of open) response.destroy();
    await sender.onModuleDestroy();
    await new Promise((resolve) => server.close(resolve));
  });

  const send = (path: string, timeoutMs: number) => sender.send({ url: `${url}${path}`, body: Buffer.from('{}'), headers: {}, timeoutMs });

  it('answers in time: success', async () => {
    expect(await send('/fast', 1000)).toMatchObject({ status: 'success', responseStatus: 200, errorMessage: null });
  });

  it('no answer within timeout_ms: timeout', async () => {
    expect(await send('/silent', 300)).toMatchObject({
      status: 'timeout',
      responseStatus: null,
      errorMessage: 'no complete response within 300 ms',
    });
  });

  it('headers in time and a body that trickles on past timeout_ms: timeout', async () => {
    expect(await send('/trickle', 300)).toMatchObject({
      status: 'timeout',
      responseStatus: null,
      errorMessage: 'no complete response within 300 ms',
    });
  });
});
