// The API types of the dashboard and of the CLI (cli/), generated from the API document
// (backend/openapi.json) by openapi-typescript. `npm run generate:api -w frontend` writes both files;
// a frontend test checks that each committed file is what this produces now.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const FRONTEND = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DOCUMENT = join(FRONTEND, '../backend/openapi.json');
export const TYPES_FILES = [join(FRONTEND, 'src/api/schema.generated.ts'), join(FRONTEND, '../cli/src/api/schema.generated.ts')];

const HEADER =
  '// Generated from backend/openapi.json by frontend/scripts/api-types.mjs (openapi-typescript): do not edit.\n// Regenerate with `npm run sync:openapi` at the repository root.\n\n';

/** The types file's text for the document as it is now. */
export async function generateApiTypes(document = DOCUMENT) {
  return HEADER + astToString(await openapiTS(pathToFileURL(document), { enumValues: true, defaultNonNullable: false }));
}

/** Each types file as committed. */
export function committedApiTypes() {
  return TYPES_FILES.map((file) => readFileSync(file, 'utf8'));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const types = await generateApiTypes();
  for (const file of TYPES_FILES) {
    writeFileSync(file, types);
    console.log(`wrote ${file}`);
  }
}
