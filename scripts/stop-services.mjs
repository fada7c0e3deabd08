#!/usr/bin/env node
// Stops the private PostgreSQL and Redis that `npm start` / `npm test` may have started under
// .data/ (ports 54329 and 63799). Their data stays; delete .data/pg to start from scratch.
// System-wide services and those given by DATABASE_URL / REDIS_URL are never touched.
import { stopPrivateServices } from './lib/services.mjs';
import { log, main } from './lib/util.mjs';

main(async () => {
  const stopped = await stopPrivateServices();
  log(stopped.length ? `stopped the private ${stopped.join(' and ')} under .data/` : 'no private PostgreSQL or Redis running under .data/');
});
