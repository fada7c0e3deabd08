import { runBundle } from '../support/suite-bundle';

runBundle(4, 4);
