import { Agent, createServer, request } from 'node:http';

// One address in front of several server processes, as a load balancer puts them: each request goes
// to the next port in turn, bodies streamed both ways (an upload is never held here). A process that
// does not answer (killed) gives 502 to the requests it held or is sent; the proxy keeps its address,
// and the same port serves again once the process is restarted on it.

export type Proxy = { port: number; counts: number[]; close: () => Promise<void> };

export const startProxy = async (ports: readonly number[]): Promise<Proxy> => {
  const agent = new Agent({ keepAlive: true, maxSockets: 128 });
  const counts = ports.map(() => 0);
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const index = next;
    next = (next + 1) % ports.length;
    counts[index] = (counts[index] ?? 0) + 1;
    const upstream = request(
      {
        host: '127.0.0.1',
        port: ports[index],
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
        agent,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        answer.on('error', () => outgoing.destroy());
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent)
        outgoing.writeHead(502, { 'content-type': 'text/plain' }).end('proxy: upstream');
      else outgoing.destroy();
    });
    incoming.pipe(upstream);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return {
    port,
    counts,
    close: () =>
      new Promise((done) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
};
