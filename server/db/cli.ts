import { loadEnv } from '../env.ts';
import { createStorage } from '../storage/index.ts';
import { createDb } from './client.ts';
import { demoContentLoadedAt, seedDemoContent } from './seed/index.ts';

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('usage: db/cli.ts migrate|seed');
  process.exit(2);
}

const env = loadEnv();
const database = createDb(env);
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
  const loadedAt = command === 'seed' ? await demoContentLoadedAt(database.db) : null;
  // The demo travellers and trips have fixed names: a second load would only collide with the first.
  if (loadedAt) console.log(`Demo content was already loaded on ${loadedAt}; nothing to do.`);
  else if (command === 'seed') {
    const names = await seedDemoContent(database.db, { storage: createStorage(env) });
    console.log(`Demo content loaded: ${names.length ? names.join(', ') : 'nothing registered yet'}.`);
  }
} finally {
  await database.close();
}
