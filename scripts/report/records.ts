// Reads the raw path records and groups the runs of each machine.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MachineRecord } from '../../tests/helpers/model/recorder.ts';
import { RAW_DIR } from '../../tests/helpers/model/recorder.ts';

/** One machine with its runs: against the machine alone and against its screen. */
export interface MachineRuns {
  id: string;
  /** The machine's definition (states, transitions), the same in every run. */
  definition: MachineRecord;
  runs: MachineRecord[];
}

export function readRecords(): MachineRecord[] {
  if (!existsSync(RAW_DIR)) return [];
  return readdirSync(RAW_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(RAW_DIR, file), 'utf8')) as MachineRecord);
}

/** Machines in order of their id; each machine's runs machine first, then view. */
export function byMachine(records: MachineRecord[]): MachineRuns[] {
  const grouped = new Map<string, MachineRecord[]>();
  for (const record of records) grouped.set(record.machine, [...(grouped.get(record.machine) ?? []), record]);
  return [...grouped.keys()].sort().map((id) => {
    const runs = grouped.get(id)!.sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'machine' ? -1 : 1));
    return { id, definition: runs[0], runs };
  });
}

/** The name QA knows a machine by: its description, else its id. */
export function machineName(machine: MachineRuns): string {
  return machine.definition.stateDescriptions['(root)'] ?? machine.id;
}
