import type { Command } from 'commander';
import { type Api, apiClient } from '../api.js';
import { loadCredentials } from '../config.js';
import { type Output, output } from '../output.js';

/** What every command that calls the API needs: the client, where it points, and how to print. */
export async function context(command: Command): Promise<{ api: Api; url: string; out: Output }> {
  const credentials = await loadCredentials();
  const { json } = command.optsWithGlobals<{ json?: boolean }>();
  return { api: apiClient(credentials), url: credentials.url, out: output(Boolean(json)) };
}
