// The emergency broadcast to every verified member, through a local SMTP sink: from the
// request that queues it until the last mail arrived.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fillCommunity, signInFirstUsers, withDatabase } from './community.ts';
import { startAppServer } from './servers.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { goal, type Row } from './table.ts';
import { waitUntil } from './wait-until.ts';

/** The broadcast's budget: every member mailed within a minute (10,000 members on two cores). */
const BUDGET_SECONDS = 60;
export const EMERGENCY_CALL = { message: 'Latihan evakuasi, semua berkumpul.', place: 'Lapangan utama', map: 'https://maps.example.com/?q=lapangan' };

export async function benchBroadcast(recipients: number): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbase-bench-mail-'));
  const sink = await startSmtpSink();
  try {
    await fillCommunity({ DATA_DIR: dataDir }, { users: recipients, posts: 0 });
    const [token] = await withDatabase({ DATA_DIR: dataDir }, (db) => signInFirstUsers(db, 1));
    // The product's own batch settings: batches follow each other while the queue has mail.
    const server = await startAppServer({ DATA_DIR: dataDir }, { SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
    try {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/v1/emergency-mail`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(EMERGENCY_CALL),
      });
      if (response.status !== 202) throw new Error(`emergency-mail answered ${response.status}: ${await response.text()}`);
      // Generous: even one mail per 100 ms would finish.
      await waitUntil('every mail of the broadcast', () => sink.received.size >= recipients, recipients * 100 + 60_000);
      const seconds = (performance.now() - started) / 1000;
      // Mails beyond one per recipient; there must be none.
      const duplicates = sink.total() - sink.received.size;
      return [
        {
          area: 'broadcast',
          case: `${recipients.toLocaleString('en-US')} recipients, local SMTP sink, default settings`,
          value: `${seconds.toFixed(1)} s, ${Math.round(recipients / seconds)} mails/s, ${duplicates} duplicates`,
          goal: `${goal(seconds < BUDGET_SECONDS, `< ${BUDGET_SECONDS} s`)}, ${goal(duplicates === 0, 'no mail twice')}`,
        },
      ];
    } finally {
      await server.stop();
    }
  } finally {
    await sink.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
