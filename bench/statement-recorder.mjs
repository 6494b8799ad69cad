// A TCP relay between the server and PostgreSQL that records every statement the server sends: the
// text of simple queries ('Q') and, for the extended protocol, the text of the statement parsed
// ('P') with the parameters bound to it ('B') when it is executed ('E'). The server is started with
// DATABASE_URL pointing at the relay, so nothing in the server changes. Loopback only.
import { createServer, connect } from 'node:net';

const sslRequestCode = 80_877_103;
const gssEncRequestCode = 80_877_104;

function cString(buffer, offset) {
  const end = buffer.indexOf(0, offset);
  return { value: buffer.toString('utf8', offset, end), next: end + 1 };
}

/** The parameters of a Bind message, as text (format 0) or as a Buffer (format 1), null for NULL. */
function bindParameters(body) {
  let offset = cString(body, 0).next; // portal
  const statement = cString(body, offset);
  offset = statement.next;
  const formatCount = body.readInt16BE(offset);
  offset += 2;
  const formats = [];
  for (let index = 0; index < formatCount; index += 1, offset += 2) formats.push(body.readInt16BE(offset));
  const count = body.readInt16BE(offset);
  offset += 2;
  const values = [];
  for (let index = 0; index < count; index += 1) {
    const length = body.readInt32BE(offset);
    offset += 4;
    if (length === -1) {
      values.push(null);
      continue;
    }
    const format = formatCount === 0 ? 0 : formatCount === 1 ? formats[0] : formats[index];
    const bytes = body.subarray(offset, offset + length);
    values.push(format === 1 ? Buffer.from(bytes) : bytes.toString('utf8'));
    offset += length;
  }
  return { statementName: statement.value, values };
}

/**
 * Listens on a free port of 127.0.0.1 and relays to `target` ({ host, port }). `recorded` holds
 * `{ connection, applicationName, text, values }` in the order the statements were sent.
 */
export async function startStatementRecorder(target) {
  const recorded = [];
  const sockets = new Set();
  let connections = 0;

  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    const connection = { id: (connections += 1), applicationName: null };
    const prepared = new Map();
    let bound = null;
    let started = false;
    let pending = Buffer.alloc(0);

    const handle = (type, body) => {
      if (type === 'Q') {
        const text = cString(body, 0).value;
        recorded.push({ connection: connection.id, applicationName: connection.applicationName, text, values: [] });
      } else if (type === 'P') {
        const name = cString(body, 0);
        prepared.set(name.value, cString(body, name.next).value);
      } else if (type === 'B') {
        bound = bindParameters(body);
      } else if (type === 'E' && bound) {
        recorded.push({
          connection: connection.id,
          applicationName: connection.applicationName,
          text: prepared.get(bound.statementName) ?? '',
          values: bound.values,
        });
      }
    };

    client.on('data', (chunk) => {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      for (;;) {
        if (!started) {
          if (pending.length < 8) break;
          const length = pending.readInt32BE(0);
          if (pending.length < length) break;
          const code = pending.readInt32BE(4);
          if (code !== sslRequestCode && code !== gssEncRequestCode) {
            started = true;
            // Startup parameters: name\0value\0 … \0
            for (let offset = 8; offset < length - 1;) {
              const key = cString(pending, offset);
              const value = cString(pending, key.next);
              if (key.value === 'application_name') connection.applicationName = value.value;
              offset = value.next;
            }
          }
          pending = pending.subarray(length);
          continue;
        }
        if (pending.length < 5) break;
        const length = pending.readInt32BE(1);
        if (pending.length < 1 + length) break;
        handle(String.fromCharCode(pending[0]), pending.subarray(5, 1 + length));
        pending = pending.subarray(1 + length);
      }
    });
    client.pipe(upstream);
    upstream.pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', close);
    upstream.on('error', close);
    client.on('close', close);
    upstream.on('close', close);
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    port: server.address().port,
    recorded,
    /** A mark to pass to `since`. */
    mark: () => recorded.length,
    /** Statements recorded after the mark, except those of the change listener's connection. */
    since: (mark) => recorded.slice(mark).filter((statement) => !/listener/.test(statement.applicationName ?? '')),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
