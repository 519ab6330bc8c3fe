// Fills a data folder with a generated community, to try the app at scale:
//   npx tsx scripts/bench/fill.ts --data-dir ./data-large --users 1000 --posts 100000
//   DATA_DIR=./data-large npm start        (sign in as demo / fanbase123)
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { fillCommunity } from './community.ts';
import { DEMO_LOGIN } from './generate.ts';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    users: { type: 'string', default: '1000' },
    posts: { type: 'string', default: '100000' },
  },
});
const dataDir = values['data-dir'];
if (!dataDir) throw new Error('--data-dir is required');
if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) throw new Error(`${dataDir} is not empty`);

const size = { users: Number(values.users), posts: Number(values.posts) };
const seconds = await fillCommunity({ DATA_DIR: dataDir }, size);
console.log(`${size.users} users and ${size.posts} posts written to ${dataDir} in ${seconds.toFixed(1)} s`);
console.log(`sign in as ${DEMO_LOGIN.username} / ${DEMO_LOGIN.password}`);
