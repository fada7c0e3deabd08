import { runBundle } from '../support/suite-bundle';

runBundle(1, 4);
