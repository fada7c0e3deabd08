import { createHash } from 'node:crypto';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PayloadCheck } from './payload-check';

const PAYLOAD = '{"type":"order.created","total":"12.50 €"}';
const payloadBytes = Buffer.from(PAYLOAD, 'utf8');
const SHA = createHash('sha256').update(payloadBytes).digest('hex');

/** A dropped file as the component reads it (jsdom's File has no arrayBuffer()). */
const droppedFile = (name: string, bytes: Uint8Array) => ({ name, arrayBuffer: async () => new Uint8Array(bytes).buffer });

describe('PayloadCheck', () => {
  const fetchSpy = vi.fn();
  const xhrSpy = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchSpy);
    vi.stubGlobal('XMLHttpRequest', xhrSpy);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    // nothing left the browser
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(xhrSpy).not.toHaveBeenCalled();
  });

  it('says a pasted body is the payload when its UTF-8 bytes hash the same', async () => {
    render(<PayloadCheck sha256={SHA} sizeBytes={payloadBytes.length} />);
    fireEvent.change(screen.getByLabelText('Body to check'), { target: { value: PAYLOAD } });
    const status = screen.getByRole('status');
    await screen.findByText('Match');
    expect(status.textContent).toContain(
      `The pasted text is this event’s payload: same SHA-256, same size (${payloadBytes.length} bytes).`,
    );
    expect(status.textContent).toContain(SHA);
  });

  it('says a changed body is not, comparing sizes', async () => {
    render(<PayloadCheck sha256={SHA} sizeBytes={payloadBytes.length} />);
    fireEvent.change(screen.getByLabelText('Body to check'), { target: { value: PAYLOAD.replace('12.50', '13.50') } });
    await screen.findByText('No match');
    expect(screen.getByRole('status').textContent).toContain(`same size (${payloadBytes.length} bytes) but different bytes.`);

    fireEvent.change(screen.getByLabelText('Body to check'), { target: { value: `${PAYLOAD}\n` } });
    await screen.findByText(new RegExp(`${payloadBytes.length + 1} bytes against the event’s ${payloadBytes.length} bytes`));

    fireEvent.change(screen.getByLabelText('Body to check'), { target: { value: '' } });
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
  });

  it('checks a dropped file’s exact bytes', async () => {
    render(<PayloadCheck sha256={SHA} sizeBytes={payloadBytes.length} />);
    const zone = screen.getByLabelText(/Drop a file here/).closest('.drop-zone')!;
    fireEvent.drop(zone, { dataTransfer: { files: [droppedFile('order.json', payloadBytes)] } });
    await screen.findByText('Match');
    expect(screen.getByRole('status').textContent).toContain('The file order.json is this event’s payload');

    // the same text with CRLF line breaks is other bytes
    const crlf = Buffer.from(`${PAYLOAD}\r\n`);
    fireEvent.drop(zone, { dataTransfer: { files: [droppedFile('crlf.json', crlf)] } });
    await screen.findByText('No match');
    expect(screen.getByRole('status').textContent).toContain('The file crlf.json is not this event’s payload');
  });

  it('checks a chosen file too', async () => {
    render(<PayloadCheck sha256={SHA} sizeBytes={payloadBytes.length} />);
    fireEvent.change(screen.getByLabelText(/Drop a file here/), { target: { files: [droppedFile('order.json', payloadBytes)] } });
    await screen.findByText('Match');
  });
});
