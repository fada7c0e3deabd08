import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BodyViewer } from './body-viewer';

const LABEL = 'Response body of attempt 1';
const shown = () => screen.getByRole('region', { name: LABEL }).textContent;
const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

describe('BodyViewer', () => {
  afterEach(cleanup);

  it('pretty-prints a JSON body, with a Raw view of it as it came', () => {
    const raw = '{"error":"boom","code":42}';
    render(<BodyViewer body={{ encoding: 'utf8', data: raw, size_bytes: raw.length, truncated: false }} label={LABEL} />);
    expect(shown()).toBe('{\n  "error": "boom",\n  "code": 42\n}');
    expect(pressed('Pretty')).toBe('true');
    expect(pressed('Raw')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Raw' }));
    expect(shown()).toBe(raw);
    expect(pressed('Raw')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Pretty' }));
    expect(shown()).toBe('{\n  "error": "boom",\n  "code": 42\n}');
    expect(screen.getByText(/26 bytes, JSON/)).toBeTruthy();
  });

  it('shows text that is not JSON as it came, with nothing to toggle', () => {
    render(<BodyViewer body={{ encoding: 'utf8', data: '<h1>Bad gateway</h1>', size_bytes: 20, truncated: false }} label={LABEL} />);
    expect(shown()).toBe('<h1>Bad gateway</h1>');
    expect(screen.queryByRole('button', { name: 'Raw' })).toBeNull();
    expect(screen.queryByText(/Truncated/)).toBeNull();
  });

  it('shows a body that is not UTF-8 as a hex dump, or as its base64', () => {
    const data = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]).toString('base64');
    render(<BodyViewer body={{ encoding: 'base64', data, size_bytes: 6, truncated: false }} label={LABEL} />);
    expect(shown()).toBe(`00000000  89 50 4e 47 00 ff${' '.repeat(32)} |.PNG..|`);
    expect(screen.getByText(/6 bytes, not UTF-8 text/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Base64' }));
    expect(shown()).toBe(data);
    expect(pressed('Hex')).toBe('false');
  });

  it('says where a long body was cut', () => {
    render(<BodyViewer body={{ encoding: 'utf8', data: '{"items":[1,2', size_bytes: 20_480, truncated: true }} label={LABEL} />);
    expect(screen.getByText(`Truncated at 8 KiB of ${(20_480).toLocaleString()} bytes.`)).toBeTruthy();
    // cut JSON does not parse: it is shown raw
    expect(shown()).toBe('{"items":[1,2');
  });

  it('says when there is no body', () => {
    render(<BodyViewer body={null} label={LABEL} />);
    expect(screen.getByText('No body.')).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('copies what it shows', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<BodyViewer body={{ encoding: 'utf8', data: '[1]', size_bytes: 3, truncated: false }} label={LABEL} />);
    fireEvent.click(screen.getByRole('button', { name: `Copy ${LABEL}` }));
    await screen.findByText('Copied.');
    expect(writeText).toHaveBeenLastCalledWith('[\n  1\n]');
    fireEvent.click(screen.getByRole('button', { name: 'Raw' }));
    fireEvent.click(screen.getByRole('button', { name: `Copy ${LABEL}` }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('[1]'));
  });
});
