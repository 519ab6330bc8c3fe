// Every state of every machine says what the member sees or what is happening, so the Stately
// inspector and the path report can show intent instead of state names.
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';

const modules = import.meta.glob<Record<string, unknown>>('../../machines/*.machine.ts', { eager: true });

function isMachine(value: unknown): value is AnyStateMachine {
  return typeof value === 'object' && value !== null && 'root' in value && 'idMap' in value;
}

const machines = Object.values(modules).flatMap((module) => Object.values(module).filter(isMachine));

function statesWithoutDescription(node: AnyStateNode): string[] {
  const own = node.description?.trim() ? [] : [node.path.join('.') || '(root)'];
  return [...own, ...Object.values(node.states).flatMap((child) => statesWithoutDescription(child as AnyStateNode))];
}

describe('state descriptions', () => {
  it('finds every machine', () => {
    expect(machines.length).toBe(Object.keys(modules).length);
  });

  it.each(machines.map((machine) => [machine.id, machine] as const))('%s describes every state', (_id, machine) => {
    expect(statesWithoutDescription(machine.root)).toEqual([]);
  });
});
