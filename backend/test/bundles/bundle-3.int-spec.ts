import { runBundle } from '../support/suite-bundle';

runBundle(3, 4);
