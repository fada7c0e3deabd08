import { parentPort, workerData } from 'node:worker_threads';
import { TransformSandbox } from './sandbox';
import type { ThreadRequest, ThreadAnswer } from './sandbox-pool';

/** The thread that runs transformations for {@link SandboxPool}: one at a time, in the order they come, once it said it is ready. */
const sandbox = new TransformSandbox((workerData as { timeoutMs: number }).timeoutMs);
void sandbox.warm().then(() => parentPort!.postMessage({ ready: true }));
parentPort!.on('message', (message: ThreadRequest) => {
  const { id, code, input, cacheKey } = message;
  void sandbox.run(code, { ...input, rawBody: Buffer.from(input.rawBody) }, cacheKey).then((outcome) => {
    const answer: ThreadAnswer = { id, outcome };
    parentPort!.postMessage(answer);
  });
});
