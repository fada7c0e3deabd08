import { runBundle } from '../support/suite-bundle';
import { BUNDLES } from '../support/test-env';

runBundle(1, BUNDLES);
