/**
 * A throwaway PostgreSQL cluster for a benchmark (Debian's `postgresql`): a temp folder, a free
 * loopback port, trust authentication; as root the folder belongs to `postgres` and the server runs
 * as that user. `stop()` stops it (`pg_ctl stop` on its own folder) and removes the folder. The
 * server's tests have their own starter (apps/server/src/test, not part of the build the benchmarks
 * import); `apt-get install postgresql` when it is missing.
 */
import { spawnSync } from "node:child_process";
import { once } from "node:events";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface BenchPostgres {
  /** A new empty database's URL. */
  createDatabase(name: string): string;
  stop(): void;
}

function binDir(): string {
  const root = "/usr/lib/postgresql";
  const version = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))[0]
    : undefined;
  if (version === undefined) throw new Error("PostgreSQL is not installed (apt-get install postgresql)");
  return join(root, version, "bin");
}

export async function startBenchPostgres(): Promise<BenchPostgres> {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const run = (program: string, args: string[]): void => {
    const command = join(bin, program);
    const result = asRoot
      ? spawnSync("runuser", ["-u", "postgres", "--", command, ...args], { encoding: "utf8" })
      : spawnSync(command, args, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
  };
  const folder = mkdtempSync(join(tmpdir(), "pxv-bench-pg-"));
  if (asRoot) {
    const id = (flag: string): number =>
      Number(spawnSync("id", [flag, "postgres"], { encoding: "utf8" }).stdout);
    chownSync(folder, id("-u"), id("-g"));
  }
  const data = join(folder, "data");
  run("initdb", ["-D", data, "-U", "pxv", "-A", "trust", "--no-sync", "-E", "UTF8"]);
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const address = probe.address();
  probe.close();
  const port = typeof address === "object" && address ? address.port : 0;
  run("pg_ctl", [
    "start",
    "-D",
    data,
    "-w",
    "-l",
    join(folder, "server.log"),
    "-o",
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${folder} -c max_connections=200`,
  ]);
  return {
    createDatabase(name) {
      run("psql", [
        "-h",
        "127.0.0.1",
        "-p",
        String(port),
        "-U",
        "pxv",
        "-d",
        "postgres",
        "-q",
        "-c",
        `CREATE DATABASE ${name}`,
      ]);
      return `postgres://pxv@127.0.0.1:${port}/${name}`;
    },
    stop() {
      try {
        run("pg_ctl", ["stop", "-D", data, "-w", "-m", "fast"]);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
