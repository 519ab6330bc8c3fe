// What a guest's first load can pull in: the modules the entry and each guest screen import
// statically (a dynamic `import()` is a chunk of its own, loaded when asked for). A screen's texts
// come with the screen, and the member screens' texts and machines stay out of the guest routes.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** `import … from '…'`, `import '…'` and `export … from '…'`, but not `import type`/`export type`. */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

/** Every source file reached from `entries` through static imports (packages left out). */
function staticallyImported(entries: string[]): Set<string> {
  const reached = new Set<string>();
  const pending = entries.map((entry) => path.resolve(ROOT, entry));
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (!specifier!.startsWith('.')) continue;
      const imported = path.resolve(path.dirname(file), specifier!.replace(/\?.*$/, ''));
      if (!fs.existsSync(imported)) throw new Error(`${path.relative(ROOT, file)} imports ${specifier}, which is not there`);
      pending.push(imported);
    }
  }
  return new Set([...reached].map((file) => path.relative(ROOT, file)));
}

/** The screens of the route table's routes that a guest may open, read from its source. */
function guestScreens(): string[] {
  const table = fs.readFileSync(path.join(ROOT, 'src/app/route-table.ts'), 'utf8');
  const entries = [...table.matchAll(/access: '(\w+)',[\s\S]*?screen: \(\) => import\('([^']+)'\)/g)];
  if (entries.length === 0) throw new Error('No route with a lazy screen found in src/app/route-table.ts');
  return entries
    .filter(([, access]) => access !== 'member' && access !== 'moderator')
    .map(([, , screen]) => path.join('src/app', screen!));
}

/** The machines a guest's screens run: the session, the app's status and the guest screens' own. */
const GUEST_MACHINES = [
  'machines/app-update.machine.ts',
  'machines/connection.machine.ts',
  'machines/forgot-password.machine.ts',
  'machines/login.machine.ts',
  'machines/otp-verification.machine.ts',
  'machines/register.machine.ts',
  'machines/reset-confirm.machine.ts',
  'machines/session.machine.ts',
];

describe("a guest's first load", () => {
  const screens = guestScreens();

  it('covers the login screen and the other guest screens of the route table', () => {
    expect(screens).toContain('src/pages/auth/LoginPage.tsx');
    expect(screens).not.toContain('src/pages/explorer/ExplorerPage.tsx');
  });

  it("carries in its entry only the texts every route may show, not a screen's own", () => {
    const reached = staticallyImported(['src/main.tsx']);
    expect(reached).not.toContain('src/text/catalogue.ts');
    expect(reached).not.toContain('src/text/sign-in-texts.ts');
    expect(reached).toContain('src/text/shell-texts.ts');
  });

  it.each(screens)('with %s carries no text of the member screens', (screen) => {
    const reached = staticallyImported(['src/main.tsx', screen]);
    expect(reached).not.toContain('src/text/catalogue.ts');
    expect(reached).toContain('src/text/shell-texts.ts');
  });

  it.each(screens)('with %s runs no machine of the member screens', (screen) => {
    const machines = [...staticallyImported(['src/main.tsx', screen])].filter((file) => file.endsWith('.machine.ts'));
    expect(machines.length).toBeGreaterThan(0);
    expect(machines.filter((machine) => !GUEST_MACHINES.includes(machine))).toEqual([]);
  });
});
