import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Every tracked text file: docs, code and configuration. */
const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(md|ts|tsx|css|yaml)$/.test(file) && existsSync(file));

const specSections = new Set(
  [...readFileSync('docs/product-spec.md', 'utf8').matchAll(/^## (\d+)\./gm)].map((match) => Number(match[1])),
);

/** A path that names a file of ours by its top folder and extension, or one of the guides by name. */
const pathPattern =
  /(?<![\w/-])((?:app|server|domain|docs|tests|bench|scripts|locales|public|\.ci)\/[\w./@-]*\.(?:tsx|ts|md|json|css|sql|yaml|yml|js))\b/g;
const bareNames = /(?<![\w/-])((?:README|ARCHITECTURE|STACK-NOTES|DEVELOPERS)\.md)\b/g;
const specCitations = /\b[Ss]pec(?:ification)?(?: section)?s? (\d+)(?:(?:,| and) (\d+))?/g;

/** Markdown as it is; of code, only the comments (code names build outputs that are not tracked). */
function prose(file: string): string {
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.md')) return text;
  return text
    .split('\n')
    .filter((line) => /^\s*(\/\/|\/?\*)/.test(line))
    .join('\n');
}

describe('docs and comments cite what exists', () => {
  it('names only files that are in the repository', () => {
    const missing: string[] = [];
    for (const file of tracked) {
      const text = prose(file);
      for (const [, cited] of [...text.matchAll(pathPattern), ...text.matchAll(bareNames)]) {
        if (!existsSync(cited as string)) missing.push(`${file}: ${cited}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('cites sections of the product specification that docs/product-spec.md has', () => {
    const wrong: string[] = [];
    for (const file of tracked) {
      for (const match of prose(file).matchAll(specCitations)) {
        for (const section of match.slice(1).filter(Boolean)) {
          if (!specSections.has(Number(section))) wrong.push(`${file}: ${match[0]}`);
        }
      }
    }
    expect(specSections.size).toBeGreaterThanOrEqual(9);
    expect(wrong).toEqual([]);
  });
});
