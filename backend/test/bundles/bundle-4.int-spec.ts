import { runBundle } from '../support/suite-bundle';
import { BUNDLES } from '../support/test-env';

runBundle(4, BUNDLES);
