/**
 * `npm run backup|restore|create-admin|migrate -- <arguments>`: in a checkout, the TypeScript sources run
 * through tsx (what you are working on, no build needed); in the production image, which holds neither
 * the sources nor tsx (a dev dependency), the compiled file of dist. The command's own arguments start at
 * process.argv[2], as when the file is run directly. Plain JavaScript: it must run where tsx is absent.
 */
import { existsSync } from 'node:fs';

const COMMANDS = ['backup', 'restore', 'create-admin', 'migrate'];

const [command] = process.argv.splice(2, 1);
if (!COMMANDS.includes(command)) {
  console.error(`Usage: node scripts/run-command.mjs <${COMMANDS.join('|')}> [arguments]`);
  process.exit(2);
}
const source = new URL(`../src/cli/${command}.ts`, import.meta.url);
if (existsSync(source)) {
  const { register } = await import('tsx/esm/api');
  register();
  await import(source.href);
} else {
  process.setSourceMapsEnabled(true);
  await import(new URL(`../dist/${command}.js`, import.meta.url).href);
}
