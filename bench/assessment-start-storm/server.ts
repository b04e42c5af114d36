// The server process of the assessment benchmarks: a kernel with the assessment plugin
// on the benchmark's PostgreSQL database, on a free port; it tells its parent the port.
import { benchKernel } from './benchKernel.ts';

const url = process.env.BENCH_DATABASE_URL;
if (!url || !process.send) throw new Error('server.ts runs as a child of a benchmark run');

const kernel = await benchKernel(url, 'server');
const { port } = await kernel.listen(0, '127.0.0.1');
process.send({ port });
process.on('message', (message) => {
  if (message === 'stop') void kernel.stop().then(() => process.exit(0));
});
