// The machine's floor for a request: what one loopback TCP round trip (a 200-byte write answered by an
// echo in another process, as the API does with PostgreSQL and with its client) costs the writer in CPU,
// user and system, and in wall time. An order view needs two such round trips; at 100 connections the
// API process is saturated, so this cost sets how low its p99 can go on a given machine. Run it on an
// idle machine: most of the system time is waking the other process's idle core, which a busy machine
// spares (on these 2-core VMs, 20–23 µs idle, 7 µs while a CI run kept both cores busy).
// Run: npm run bench:loopback   (BENCH_TRIPS=20000)
import { fork } from 'node:child_process';
import net from 'node:net';

const trips = Number(process.env.BENCH_TRIPS ?? 20_000);
const size = 200;

if (process.argv[2] === 'echo') {
  net
    .createServer((s) => {
      s.setNoDelay(true);
      s.on('data', (d) => s.write(d));
    })
    .listen(0, '127.0.0.1', function () {
      process.send(this.address().port);
    });
} else {
  const echo = fork(new URL(import.meta.url).pathname, ['echo']);
  const port = await new Promise((resolve) => echo.once('message', resolve));
  const sock = net.connect(port, '127.0.0.1');
  sock.setNoDelay(true);
  await new Promise((resolve) => sock.once('connect', resolve));
  const buf = Buffer.alloc(size, 1);
  const round = (n) =>
    new Promise((resolve) => {
      let got = 0;
      const onData = (d) => {
        got += d.length;
        if (got >= n * size) {
          sock.off('data', onData);
          resolve();
        } else if (got % size === 0) sock.write(buf);
      };
      sock.on('data', onData);
      sock.write(buf);
    });
  await round(2000); // warm-up
  const cpu0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  await round(trips);
  const cpu = process.cpuUsage(cpu0);
  const wall = Number(process.hrtime.bigint() - t0) / 1e3;
  console.log(`${trips} loopback round trips of ${size} bytes, one at a time:`);
  console.log(
    `  wall ${(wall / trips).toFixed(1)} µs each; the writer's CPU ${(cpu.user / trips).toFixed(1)} µs user + ${(cpu.system / trips).toFixed(1)} µs system per round trip`,
  );
  echo.kill();
  sock.destroy();
}
