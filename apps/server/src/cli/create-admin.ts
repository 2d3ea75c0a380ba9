import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/database-roles.ts';
import { createSuperAdmin } from '../features/users/create-admin.service.ts';
import { FieldValidationError } from '../http/errors.ts';

const usage =
  'Usage: npm run create-admin -- --email admin@example.com [--name "Jane Doe"]  (password is prompted, or read from stdin)';

/** Reads the password without echoing it at a terminal, or as the first line of piped stdin. */
async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const rl = readline.createInterface({ input: process.stdin });
    for await (const line of rl) {
      rl.close();
      return line;
    }
    return '';
  }
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WriteStream };
    output._writeToOutput = (text: string) => {
      if (text.includes('Password')) output.output.write(text);
    };
    rl.question('Password (8 characters minimum): ', (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
if (!values.email) {
  console.error(usage);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(
  config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
);
try {
  await migrateDatabase(database, config);
  const password = await readPassword();
  const user = await createSuperAdmin(database.db, { email: values.email, password, name: values.name });
  console.log(`Super admin ${user.email} created.`);
} catch (error) {
  if (error instanceof FieldValidationError) {
    for (const [field, messages] of Object.entries(error.errors)) console.error(`${field}: ${messages.join(' ')}`);
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await database.close();
}
