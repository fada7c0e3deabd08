import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from './app-config';
import { ENV_VAR_GROUPS, ENV_VARS } from './env-vars';

const DOC = resolve(__dirname, '../../../../docs/configuration.md');
const keys = `k1:${Buffer.alloc(32, 1).toString('base64')}`;

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** docs/configuration.md as the definitions write it. */
function renderConfigurationDoc(): string {
  const lines = [
    '# Configuration',
    '',
    '<!-- Generated from backend/src/core/config/env-vars.ts by `npm run docs:config`: edit that file, not this one. -->',
    '',
    'Hookyard reads these environment variables once, when a process starts (`backend/src/core/config/app-config.ts`),',
    'and refuses to start with a message naming the variable when one is malformed. Each has a working local',
    'default: `npm start` needs none of them. api, worker and `combined` processes read the same set.',
  ];
  for (const group of ENV_VAR_GROUPS) {
    lines.push('', `## ${group}`, '', '| variable | default | meaning |', '| --- | --- | --- |');
    for (const [name, doc] of Object.entries(ENV_VARS)) {
      if (doc.group === group) lines.push(`| \`${name}\` | ${cell(doc.default)} | ${cell(doc.description)} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The names loadConfig asks its environment for. */
function namesRead(env: Record<string, string>): Set<string> {
  const read = new Set<string>();
  const spy = new Proxy(env, {
    get(target, name) {
      if (typeof name === 'string') read.add(name);
      return target[name as string];
    },
  });
  loadConfig(spy, false);
  return read;
}

describe('environment variables and docs/configuration.md', () => {
  it('documents exactly the variables loadConfig reads', () => {
    const read = new Set([...namesRead({ ENCRYPTION_KEYS: keys }), ...namesRead({ ENCRYPTION_KEYS: keys, NODE_ENV: 'production' })]);
    expect([...read].sort()).toEqual(Object.keys(ENV_VARS).sort());
  });

  it('keeps docs/configuration.md as the definitions write it (`npm run docs:config` rewrites it)', () => {
    const expected = renderConfigurationDoc();
    if (process.env.UPDATE_CONFIG_DOC === '1') writeFileSync(DOC, expected);
    expect(readFileSync(DOC, 'utf8')).toBe(expected);
  });
});
