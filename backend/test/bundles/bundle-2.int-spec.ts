import { runBundle } from '../support/suite-bundle';

runBundle(2, 4);
