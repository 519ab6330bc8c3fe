// Every state and every transition of every machine says, in plain Indonesian, what the member
// sees, does or what happens, so the Stately inspector and the path report (whose steps are read
// from these descriptions) show intent instead of state names and event types.
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { GUARD_WORDS } from '../../scripts/report/guard-words.ts';

const modules = import.meta.glob<Record<string, unknown>>('../../machines/*.machine.ts', { eager: true });

function isMachine(value: unknown): value is AnyStateMachine {
  return typeof value === 'object' && value !== null && 'root' in value && 'idMap' in value;
}

const machines = Object.values(modules).flatMap((module) => Object.values(module).filter(isMachine));

function nameOf(node: AnyStateNode): string {
  return node.path.join('.') || '(root)';
}

/** The node and every state nested in it. */
function statesOf(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => statesOf(child as AnyStateNode))];
}

function statesWithoutDescription(node: AnyStateNode): string[] {
  return statesOf(node)
    .filter((state) => !state.description?.trim())
    .map(nameOf);
}

/** Event transitions (each guarded alternative), delays, actor outcomes and eventless ones. */
function transitionsOf(node: AnyStateNode): { name: string; transition: AnyTransitionDefinition }[] {
  const named = (event: string, list: readonly AnyTransitionDefinition[]) =>
    list.map((transition, index) => ({ name: `${nameOf(node)} — ${event} #${index + 1}`, transition }));
  return [
    ...[...node.transitions].flatMap(([event, list]) => named(event, list as AnyTransitionDefinition[])),
    ...named('always', (node.always ?? []) as AnyTransitionDefinition[]),
    ...Object.values(node.states).flatMap((child) => transitionsOf(child as AnyStateNode)),
  ];
}

/** Identifiers of code: camelCase words and event types in capitals (SUBMIT, CONNECTION.LOST). */
const CODE_NAME = /\b[a-z]+[A-Z][A-Za-z]*\b|\b[A-Z]{2,}(?:[._][A-Z]+)+\b|\b(?:xstate|done|error)\.[\w.]+/;

describe('descriptions', () => {
  it('finds every machine', () => {
    expect(machines.length).toBe(Object.keys(modules).length);
  });

  it.each(machines.map((machine) => [machine.id, machine] as const))('%s describes every state', (_id, machine) => {
    expect(statesWithoutDescription(machine.root)).toEqual([]);
  });

  it.each(machines.map((machine) => [machine.id, machine] as const))('%s describes every transition', (_id, machine) => {
    const missing = transitionsOf(machine.root)
      .filter(({ transition }) => !transition.description?.trim())
      .map(({ name }) => name);
    expect(missing, `transitions without a description:\n${missing.join('\n')}`).toEqual([]);
  });

  it.each(machines.map((machine) => [machine.id, machine] as const))('%s describes with words, not code names', (_id, machine) => {
    const descriptions = [
      ...transitionsOf(machine.root).map(({ name, transition }) => [name, transition.description ?? ''] as const),
      ...statesOf(machine.root).map((node) => [nameOf(node), node.description ?? ''] as const),
    ];
    const coded = descriptions.filter(([, text]) => CODE_NAME.test(text)).map(([name, text]) => `${name}: ${text}`);
    expect(coded, `descriptions naming code:\n${coded.join('\n')}`).toEqual([]);
  });

  it.each(machines.map((machine) => [machine.id, machine] as const))(
    '%s tells guarded alternatives of one event apart',
    (_id, machine) => {
      const alike: string[] = [];
      const visit = (node: AnyStateNode) => {
        const lists = [...node.transitions.values(), node.always ?? []] as AnyTransitionDefinition[][];
        for (const list of lists) {
          const texts = list.map((transition) => transition.description ?? '');
          if (new Set(texts).size !== texts.length) alike.push(`${nameOf(node)} — ${list[0]?.eventType || 'always'}`);
        }
        Object.values(node.states).forEach((child) => visit(child as AnyStateNode));
      };
      visit(machine.root);
      expect(alike).toEqual([]);
    },
  );

  // The path report draws each guard with its words; a guard without them would show its name.
  it('has words for every guard in the path report, and none for a guard that is gone', () => {
    const guards = new Set(machines.flatMap((machine) => Object.keys(machine.implementations.guards)));
    expect([...guards].filter((guard) => !GUARD_WORDS[guard]).sort()).toEqual([]);
    expect(Object.keys(GUARD_WORDS).filter((guard) => !guards.has(guard)).sort()).toEqual([]);
  });
});
