// The baseline of `npm run bench`: a bare Fastify process that answers GET /api/risks with the JSON
// in the file named by its first argument, from memory, as bytes encoded once (what the real server
// sends from its cache). It runs in a process of its own, as the real server does, so neither shares a
// core with the load generator more than the other.
// Usage: node bench/bare-route.mjs <body.json> <port>
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [bodyFile, port] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const app = Fastify({ logger: false });
app.get('/api/risks', async (_request, reply) => reply.type('application/json').send(body));
app.get('/api/ready', async () => ({ ok: true }));
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
