/**
 * The floor: a bare Fastify + pg server that runs the same SQL as the app's students list
 * (count + page) with nothing else around it. The app's throughput is compared with it.
 * Env: DATABASE_URL (or PGLITE_DIR for the embedded variant), PORT, ADMIN_ID.
 */
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import Fastify from 'fastify';
import pg from 'pg';

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>;

async function connect(): Promise<Query> {
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    return (text, params) => pool.query(text, params);
  }
  const client = await PGlite.create(process.env.PGLITE_DIR, { extensions: { btree_gist, pg_trgm } });
  return (text, params) => client.query(text, params);
}

const query = await connect();
const adminId = Number(process.env.ADMIN_ID);
const app = Fastify({ logger: false });

const PAGE_SQL = `select s.id, s.student_id, s.name, s.email, s.phone, s.course, s.address, s.admin_id,
    a.name as admin_name, a.email as admin_email, s.created_at, s.image, s.id_card_generated, s.aadhaar, s.dob,
    s.father_name, s.mother_name, s.permanent_address, s.id_card_number, s.must_change_password
  from students s join admins a on a.id = s.admin_id
  where s.admin_id = $1 order by s.created_at desc, s.id desc limit 50 offset 0`;
const COUNT_SQL = 'select count(*)::int as n from students where admin_id = $1';
const SESSION_SQL = `select s.id, s.role, s.user_id, s.expires_at, p.login_enabled, a.email, a.name
  from sessions s left join platform_settings p on p.id = 1
  left join admins a on s.role = 'admin' and a.id = s.user_id where s.token_hash = $1`;

async function studentsPage(id: number) {
  const [rows, count] = await Promise.all([query(PAGE_SQL, [id]), query(COUNT_SQL, [id])]);
  return { rows: rows.rows, total: count.rows[0]?.n as number };
}

app.get('/health', async () => {
  await query('select 1');
  return { status: 'ok' };
});

app.get('/students', async (_req, reply) => {
  const page = await studentsPage(adminId);
  reply.header('x-total-count', String(page.total));
  return page.rows;
});

// The same, after the one joined session lookup the app's authentication does.
app.get('/students-auth', async (req, reply) => {
  const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
  const hash = createHash('sha256').update(token).digest('hex');
  const session = await query(SESSION_SQL, [hash]);
  const userId = session.rows[0]?.user_id as number | undefined;
  if (!userId) return reply.status(401).send({ message: 'no session' });
  const page = await studentsPage(userId);
  reply.header('x-total-count', String(page.total));
  return page.rows;
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('floor ready\n');
