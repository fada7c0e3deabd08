import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { CliError } from './output.js';

/** Where the CLI talks to and with what: an API base URL and an API key. */
export interface Credentials {
  url: string;
  key: string;
}

/** `$XDG_CONFIG_HOME/hookyard/config.json`, else `~/.config/hookyard/config.json`. */
function configPath(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CONFIG_HOME || join(homedir(), '.config');
  return join(base, 'hookyard', 'config.json');
}

/** Writes the credentials readable by their owner only (the file 0600, its folder 0700). */
export async function saveCredentials(credentials: Credentials, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const path = configPath(env);
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  await writeFile(path, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  await chmod(path, 0o600); // a file that existed keeps its mode through writeFile
  return path;
}

/** The saved credentials, each overridden by `HOOKYARD_URL` / `HOOKYARD_API_KEY` when set. */
export async function loadCredentials(env: NodeJS.ProcessEnv = process.env): Promise<Credentials> {
  let saved: Partial<Credentials> = {};
  try {
    saved = JSON.parse(await readFile(configPath(env), 'utf8')) as Partial<Credentials>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      throw new CliError(`cannot read ${configPath(env)}: ${(error as Error).message}`);
  }
  const url = env.HOOKYARD_URL || saved.url;
  const key = env.HOOKYARD_API_KEY || saved.key;
  if (!url || !key) {
    throw new CliError('not signed in: run `hookyard login --url <base URL> --key <API key>` (or set HOOKYARD_URL and HOOKYARD_API_KEY)');
  }
  return { url, key };
}

/** `url` as a base URL (http or https, no trailing slash), or a CliError saying why not. */
export function baseUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new CliError(`--url must be an http(s) URL such as http://localhost:3000 (got "${url}")`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new CliError(`--url must use http or https (got "${parsed.protocol}")`);
  return parsed.href.replace(/\/+$/, '');
}
