import type { Command } from 'commander';
import { apiClient, problemError, reach } from '../api.js';
import { baseUrl, saveCredentials } from '../config.js';
import { output } from '../output.js';

export function registerLogin(program: Command): void {
  program
    .command('login')
    .description('check an API key against a Hookyard server and save both for the other commands')
    .requiredOption('--url <base URL>', 'the server, e.g. http://localhost:3000')
    .requiredOption('--key <API key>', 'an API key (the dashboard’s API keys page makes one)')
    .action(async (options: { url: string; key: string }, command: Command) => {
      const credentials = { url: baseUrl(options.url), key: options.key };
      // A read proves the key: refused (401) stops here; valid without events:read (403) is a key all the same.
      const probe = await reach(apiClient(credentials).GET('/api/events', { params: { query: { limit: 1 } } }), credentials.url);
      if (!probe.response.ok && probe.response.status !== 403) throw problemError(probe);
      const path = await saveCredentials(credentials);
      const out = output(Boolean(command.optsWithGlobals<{ json?: boolean }>().json));
      out.record({ url: credentials.url, config: path }, `signed in to ${credentials.url}; saved to ${path}`);
    });
}
