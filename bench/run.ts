// `npm run bench -- <name>`: runs one benchmark; it prints its figures as one JSON object on its last line.
import { readdirSync } from 'node:fs';

const available = readdirSync(new URL('.', import.meta.url))
  .filter((file) => file.endsWith('.bench.ts'))
  .map((file) => file.replace(/\.bench\.ts$/, ''));

const name = process.argv[2];
if (!name || !available.includes(name)) {
  console.error(`usage: npm run bench -- <name>\navailable: ${available.join(', ')}`);
  process.exit(name ? 1 : 0);
}

const module = (await import(`./${name}.bench.ts`)) as { run(): Promise<Record<string, unknown>> };
const figures = await module.run();
console.log(JSON.stringify(figures));
process.exit(0);
