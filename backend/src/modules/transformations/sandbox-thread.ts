import { parentPort, workerData } from 'node:worker_threads';
import { TransformSandbox } from './sandbox';
import type { ThreadRequest, ThreadAnswer } from './sandbox-pool';

/** The thread that runs transformations for {@link SandboxPool}: a batch at a time, each run in order and answered as it ends, once it said it is ready. */
const sandbox = new TransformSandbox((workerData as { timeoutMs: number }).timeoutMs);
void sandbox.warm().then(() => parentPort!.postMessage({ ready: true }));
parentPort!.on('message', (requests: ThreadRequest[]) => void runInOrder(requests));

async function runInOrder(requests: ThreadRequest[]): Promise<void> {
  for (const { id, code, input, cacheKey } of requests) {
    const outcome = await sandbox.run(code, { ...input, rawBody: Buffer.from(input.rawBody) }, cacheKey);
    const answer: ThreadAnswer = { id, outcome };
    parentPort!.postMessage(answer);
  }
}
