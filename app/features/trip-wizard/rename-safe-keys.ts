import { useState } from 'react';

/**
 * React keys that survive the save renaming our ids to the server's (same objects, same order, new
 * ids): a renamed object keeps its key, so its element is not rebuilt under the author's focus or
 * drag. Any other change keys an object by its id.
 */
export function carryKeys(
  previousIds: readonly string[],
  previousKeys: ReadonlyMap<string, string>,
  ids: readonly string[],
): Map<string, string> {
  const renamed = previousIds.length === ids.length;
  return new Map(
    ids.map((id, index) => {
      const kept = previousKeys.get(id);
      if (kept) return [id, kept];
      const before = previousIds[index];
      const carried = renamed && before !== undefined && !ids.includes(before) ? previousKeys.get(before) : undefined;
      return [id, carried ?? id];
    }),
  );
}

/** carryKeys across renders: the keys of `items` (stations, a station's activities) by id. */
export function useRenameSafeKeys(items: readonly { _id: string }[]): ReadonlyMap<string, string> {
  const ids = items.map(({ _id }) => _id);
  const [keyed, setKeyed] = useState(() => ({ ids, keys: carryKeys([], new Map(), ids) }));
  if (ids.length === keyed.ids.length && ids.every((id, index) => id === keyed.ids[index])) return keyed.keys;
  const keys = carryKeys(keyed.ids, keyed.keys, ids);
  // Derived from the previous render's keys: React renders again at once with the state set here.
  setKeyed({ ids, keys });
  return keys;
}
