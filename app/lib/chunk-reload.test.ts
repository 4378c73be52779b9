import { describe, expect, it } from 'vitest';
import { reloadForFailedChunk } from './chunk-reload.ts';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
    key: () => null,
    get length() {
      return map.size;
    },
  };
}

describe('reloadForFailedChunk', () => {
  it('reloads at most once per 60 seconds', () => {
    const storage = memoryStorage();
    let reloads = 0;
    const reload = () => void reloads++;
    expect(reloadForFailedChunk(1_000_000, storage, reload)).toBe(true);
    expect(reloadForFailedChunk(1_030_000, storage, reload)).toBe(false);
    expect(reloadForFailedChunk(1_059_999, storage, reload)).toBe(false);
    expect(reloadForFailedChunk(1_060_000, storage, reload)).toBe(true);
    expect(reloads).toBe(2);
  });
});
