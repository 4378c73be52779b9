import pg from 'pg';

/** One statement on the PostgreSQL server's admin connection (creating and dropping databases). */
export async function adminQuery(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
