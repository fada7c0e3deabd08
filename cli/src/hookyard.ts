import { Command, CommanderError } from 'commander';
import { registerEndpoints } from './commands/endpoints.js';
import { registerEvents } from './commands/events.js';
import { registerListen } from './commands/listen.js';
import { registerLogin } from './commands/login.js';
import { registerTail } from './commands/tail.js';
import { CliError } from './output.js';

const program = new Command('hookyard')
  .description("Hookyard's command line: drive the API, tail events, forward deliveries to localhost")
  .option('--json', 'print one JSON object per line, for scripts')
  .showHelpAfterError()
  .exitOverride();

registerLogin(program);
registerEndpoints(program);
registerEvents(program);
registerTail(program);
registerListen(program);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) process.exit(error.exitCode); // commander printed why (or the help)
  if (error instanceof CliError) {
    console.error(`hookyard: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
