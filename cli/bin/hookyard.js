#!/usr/bin/env node
// The `hookyard` binary: the compiled CLI (cli/dist, `npm run build`). A file of its own, so that
// npm links the binary at install time, before the first build.
import '../dist/hookyard.js';
