// Code under test never ends a jest worker. A real process.exit there (a path meant for the real
// process, or a timer left armed, as core/shutdown.ts's drain limit once was) made jest-worker run
// the file it held again from the start, without a word in the summary: a bundle's suites ran twice
// against one database. Here it throws instead, failing the test or the file that reached it. A test
// of an exit path replaces it with `jest.spyOn(process, 'exit')` (shutdown.spec.ts).
process.exit = ((code?: number | string | null) => {
  throw new Error(`process.exit(${code ?? ''}) was called under test; a test of an exit path mocks it (jest.spyOn(process, 'exit'))`);
}) as typeof process.exit;
