// The failed tests of a jest or vitest JSON report, one line each, for the end of `npm test`'s output.
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** The first line that says something: jest heads a file's failure with `● Test suite failed to run`. */
const firstLine = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '' && !line.startsWith('●'))
    ?.slice(0, 300) ?? '';

/** The failed tests (and files that failed outside any test) of a jest or vitest JSON report. */
export function failuresOf(step, report, root = process.cwd()) {
  const found = [];
  for (const file of report.testResults ?? []) {
    const where = relative(root, file.name ?? file.testFilePath ?? '');
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests)
      found.push(`${step}: ${where} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
    if (failedTests.length === 0 && file.status === 'failed') found.push(`${step}: ${where}: ${firstLine(file.message)}`);
  }
  return found;
}
