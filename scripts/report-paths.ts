// Turns the path records written by the model-based tests (reports/paths/raw/*.json) into one
// HTML report QA can read and sign off: a summary, the spec sections checked, and per machine
// its drawn statechart, its states and transitions, and each path as steps with screen pictures.
// The page itself is put together in scripts/report/.
//
//   tsx scripts/report-paths.ts                 clears the last records and pictures, runs the
//                                               machine, view and screen suites, then renders
//   tsx scripts/report-paths.ts --render-only   renders the records already there (no tests run)
//
// Exits non-zero when a test failed, a machine is not completely covered, or the verdict names
// something missing (a run not made, a machine without pictures, a spec section unchecked).
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RAW_DIR } from '../tests/helpers/model/recorder.ts';
import { page } from './report/page.ts';
import { byMachine, readRecords } from './report/records.ts';
import { runCoverage } from './report/coverage.ts';
import { missingForSignOff } from './report/summary.ts';

const REPORT_DIR = join(process.cwd(), 'reports', 'paths');
const OUTPUT = join(REPORT_DIR, 'index.html');
const renderOnly = process.argv.includes('--render-only');

let testsFailed = false;
if (!renderOnly) {
  // Fresh records and pictures: remove the last run's, run the model-based suites, then render even on failure.
  rmSync(RAW_DIR, { recursive: true, force: true });
  rmSync(join(REPORT_DIR, 'screens'), { recursive: true, force: true });
  const tests = spawnSync('npx', ['vitest', 'run', '--project', 'machines', '--project', 'views', '--project', 'screens'], {
    stdio: 'inherit',
  });
  testsFailed = tests.status !== 0;
}

const records = readRecords();
const machines = byMachine(records);
writeFileSync(OUTPUT, await page(machines, new Date().toLocaleString('id-ID', { dateStyle: 'long', timeStyle: 'short' })));
const incomplete = records.filter((record) => !runCoverage(record).complete);
console.log(`Path report: ${OUTPUT} (${records.length} runs of ${machines.length} machines)`);
for (const record of incomplete) console.log(`  incomplete: ${record.machine} (${record.kind})`);
const missing = missingForSignOff(machines);
for (const line of missing) console.log(`  missing: ${line}`);
process.exitCode = testsFailed || incomplete.length > 0 || missing.length > 0 || records.length === 0 ? 1 : 0;
