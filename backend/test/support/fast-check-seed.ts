import fc from 'fast-check';

// `npm run test:flaky` gives each run a seed of its own: property tests draw from it, so the
// failure it prints replays with `FC_SEED=<seed>`. Without it, fast-check picks a seed per property
// and prints it when the property fails.
const seed = process.env.FC_SEED;
if (seed !== undefined && seed !== '') fc.configureGlobal({ seed: Number(seed) });
