// Run by db/client.ts in a child process: initdb for a new PGlite data directory (argv[2]), then
// exit, so that the memory initdb takes is given back (decision 55).
import { PGlite } from '@electric-sql/pglite';

const client = await PGlite.create(process.argv[2]);
await client.close();
