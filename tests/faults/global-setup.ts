import { ensureFreshBuild } from '../setup/fresh-build.ts';

/** Once for every file: the servers these tests start run the production build. */
export default function setup() {
  ensureFreshBuild();
}
