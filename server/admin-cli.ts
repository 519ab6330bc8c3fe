// `npm run admin -- grant <username> moderator|admin` and `npm run admin -- revoke <username>`:
// roles are given on the server machine, with the server's own configuration (DATA_DIR,
// DATABASE_URL). Exit code 0 when done, 1 with a message on stderr otherwise.
import { ROLES, type Role } from '../contract/moderation.ts';
import { loadConfigOrSayWhy } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import { setRole } from './services/roles.ts';

const USAGE = 'Usage: npm run admin -- grant <username> moderator|admin\n       npm run admin -- revoke <username>';
const GRANTED_ROLES = ROLES.filter((role) => role !== 'member');

type Command = { username: string; role: Role } | { problem: string };

function commandOf(args: string[]): Command {
  const [verb, username, role, ...rest] = args;
  if (verb === 'grant' && username && role !== undefined && rest.length === 0) {
    if (!(GRANTED_ROLES as readonly string[]).includes(role)) {
      return { problem: `Unknown role "${role}": grant ${GRANTED_ROLES.join(' or ')}.` };
    }
    return { username, role: role as Role };
  }
  if (verb === 'revoke' && username && role === undefined) return { username, role: 'member' };
  return { problem: USAGE };
}

async function run(args: string[]): Promise<number> {
  const command = commandOf(args);
  if ('problem' in command) {
    console.error(command.problem);
    return 1;
  }
  const config = loadConfigOrSayWhy();
  if (!config) return 1;
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    const username = await setRole(db, command.username, command.role);
    if (username === undefined) {
      console.error(`No member is named "${command.username}".`);
      return 1;
    }
    console.log(
      command.role === 'member' ? `${username} is a member again (no moderator or admin role).` : `${username} is now ${command.role}.`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await run(process.argv.slice(2));
