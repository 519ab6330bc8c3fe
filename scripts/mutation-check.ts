// The mutation check: every model-based machine suite runs with each of its spec expectations
// broken in turn (tests/helpers/model/broken-expectations.ts), and each broken one must make a
// path fail. An expectation no path can fail on checks nothing; this run fails then.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BREAK_EXPECTATIONS } from '../tests/helpers/model/broken-expectations.ts';

const SUITES = 'tests/machines';

const modelSuites = readdirSync(SUITES)
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => join(SUITES, file))
  .filter((file) => readFileSync(file, 'utf8').includes('testMachinePaths('));

const run = spawnSync('npx', ['vitest', 'run', '--project', 'machines', ...modelSuites], {
  stdio: 'inherit',
  env: { ...process.env, [BREAK_EXPECTATIONS]: '1' },
});
process.exit(run.status ?? 1);
