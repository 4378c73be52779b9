import { readFileSync } from 'node:fs';

/** A value's place in a JSON document, by keys and indexes, and the value to put there. */
export type JsonChange = [at: (string | number)[], value: unknown];

/** A JSON file's text with each value put at its path of keys and indexes: a data file broken on purpose. */
export function editedJson(file: string, ...changes: JsonChange[]): string {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  for (const [at, value] of changes) {
    const parent = at.slice(0, -1).reduce((node, key) => node[key] as Record<string, unknown>, json);
    parent[at.at(-1) as string | number] = value;
  }
  return JSON.stringify(json);
}
