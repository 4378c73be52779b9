/** Why and since when an admin hid a trip or comment, or null while everyone may see it. */
export const presentHidden = (row: { hiddenAt: Date | null; hiddenReason: string | null }) =>
  row.hiddenAt ? { reason: row.hiddenReason ?? '', at: row.hiddenAt.toISOString() } : null;
