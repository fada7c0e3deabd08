import type { Command } from 'commander';
import { answer } from '../api.js';
import { columns } from '../output.js';
import { context } from './context.js';

export function registerEndpoints(program: Command): void {
  const endpoints = program.command('endpoints').description("the organization's endpoints");
  endpoints
    .command('list')
    .description('every endpoint, with its destinations count')
    .option('--project <id>', "only this project's endpoints")
    .action(async (options: { project?: string }, command: Command) => {
      const { api, out, url } = await context(command);
      const list = await answer(api.GET('/api/endpoints', { params: { query: { projectId: options.project } } }), url);
      if (out.json) list.data.forEach((endpoint) => out.record(endpoint, ''));
      else if (list.data.length === 0) out.note('no endpoints');
      else {
        const rows = list.data.map((e) => [e.id, e.name, e.enabled ? 'enabled' : 'disabled', String(e.destination_count)]);
        columns([['ID', 'NAME', 'STATE', 'DESTINATIONS'], ...rows]).forEach((line) => console.log(line));
      }
    });
}
