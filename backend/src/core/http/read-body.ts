import type { Readable } from 'node:stream';
import { ProblemException } from './problem';

const payloadTooLarge = (limit: number) =>
  new ProblemException(413, 'payload_too_large', `The body is larger than ${limit} bytes.`, {}, { connection: 'close' });

/**
 * Reads a request body into memory, never holding more than `limit` bytes: a larger declared
 * Content-Length is refused before reading, a longer chunked body as soon as it passes the limit.
 */
export async function readBody(stream: Readable | undefined, limit: number, declaredLength?: string): Promise<Buffer> {
  if (declaredLength !== undefined && Number(declaredLength) > limit) {
    stream?.resume();
    throw payloadTooLarge(limit);
  }
  if (!stream) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      stream.resume(); // discard the rest without holding it; the 413 closes the connection
      throw payloadTooLarge(limit);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}
