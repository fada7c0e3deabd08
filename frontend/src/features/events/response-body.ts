import type { ResponseBody } from '../../api/types';

/** Bytes the API keeps of an answer body (`truncated` says when the body was longer). */
const RECORDED_BODY_BYTES = 8 * 1024;

/**
 * `text` indented two spaces a level, when it is a JSON object or array; null otherwise (not JSON,
 * a bare scalar, or a body cut short by truncation).
 */
export function prettyJson(text: string): string | null {
  const start = text.trimStart()[0];
  if (start !== '{' && start !== '[') return null;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return null;
  }
}

/** The bytes of standard base64 `data` (as the API sends a body that is not UTF-8). */
export function decodeBase64(data: string): Uint8Array {
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

const BYTES_PER_LINE = 16;

/**
 * A classic hex dump: per 16 bytes, the offset (8 hex digits), the bytes in hex (a wider gap after
 * the eighth) and their printable ASCII (`.` for anything else).
 */
export function hexDump(bytes: Uint8Array): string {
  const lines: string[] = [];
  for (let offset = 0; offset < bytes.length; offset += BYTES_PER_LINE) {
    const line = bytes.subarray(offset, offset + BYTES_PER_LINE);
    let hex = '';
    let ascii = '';
    for (let index = 0; index < BYTES_PER_LINE; index += 1) {
      if (index === 8) hex += ' ';
      if (index < line.length) {
        hex += `${line[index].toString(16).padStart(2, '0')} `;
        ascii += line[index] >= 0x20 && line[index] < 0x7f ? String.fromCharCode(line[index]) : '.';
      } else {
        hex += '   ';
      }
    }
    lines.push(`${offset.toString(16).padStart(8, '0')}  ${hex} |${ascii}|`);
  }
  return lines.join('\n');
}

/** "Truncated at 8 KiB of 20,480 bytes", or null when the whole body was kept. */
export function truncationNote(body: ResponseBody): string | null {
  if (!body.truncated) return null;
  return `Truncated at ${RECORDED_BODY_BYTES / 1024} KiB of ${formatBytes(body.size_bytes)}.`;
}

/** 20480 → "20,480 bytes" (in the reader's locale), 1 → "1 byte". */
export function formatBytes(size: number): string {
  return `${size.toLocaleString()} ${size === 1 ? 'byte' : 'bytes'}`;
}
