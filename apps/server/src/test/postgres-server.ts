/**
 * Starts a throwaway PostgreSQL cluster (Debian's `postgresql` package) for tests: a fresh data folder
 * in the system's temp dir, listening on a free loopback port only, trust authentication, no fsync.
 * PostgreSQL refuses to run as root, so as root the folder is given to the `postgres` user and the
 * server runs as that user (`runuser`). `stop()` stops it (`pg_ctl stop`, which signals the
 * postmaster of that folder only) and removes the folder; `start()` starts it again on the same port,
 * for tests of a database outage. `npm test` installs the package when it is missing.
 */
import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./redis-server.js";

export interface PostgresProcess {
  /** `postgres://pxv@127.0.0.1:<port>/<database>` for a database made by `createDatabase`. */
  urlFor(database: string): string;
  createDatabase(name: string): void;
  /** Stops the server and keeps its data (an outage); `start()` brings it back on the same port. */
  pause(): void;
  start(): void;
  stop(): void;
}

const USER = "pxv";
const START_TIMEOUT_SECONDS = 60;

/** The folder of initdb and pg_ctl: PXV_POSTGRES_BIN, else Debian's newest /usr/lib/postgresql/<n>/bin. */
export function postgresBinDir(): string {
  const configured = process.env.PXV_POSTGRES_BIN;
  if (configured) return configured;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name) && existsSync(join(root, name, "bin", "pg_ctl")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0] === undefined) {
    throw new Error("PostgreSQL is not installed (apt-get install postgresql, or set PXV_POSTGRES_BIN)");
  }
  return join(root, versions[0], "bin");
}

const asRoot = process.getuid?.() === 0;

/** Runs one of PostgreSQL's programs, as `postgres` when this process is root. */
function runProgram(bin: string, program: string, args: readonly string[]): void {
  const command = join(bin, program);
  const result = asRoot
    ? spawnSync("runuser", ["-u", "postgres", "--", command, ...args], { encoding: "utf8" })
    : spawnSync(command, args, { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(
      `${program} ${args.join(" ")} failed (${String(result.status)}): ${result.stderr || result.stdout}`,
    );
  }
}

export async function startPostgresServer(): Promise<PostgresProcess> {
  const bin = postgresBinDir();
  const folder = mkdtempSync(join(tmpdir(), "pxv-pg-"));
  if (asRoot) {
    const { uid, gid } = postgresIds();
    chownSync(folder, uid, gid);
  }
  const data = join(folder, "data");
  runProgram(bin, "initdb", ["-D", data, "-U", USER, "-A", "trust", "--no-sync", "-E", "UTF8"]);
  const port = await freePort();
  const options = [
    `-c listen_addresses=127.0.0.1`,
    `-p ${port}`,
    `-k ${folder}`,
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
  ].join(" ");
  const start = (): void => {
    runProgram(bin, "pg_ctl", [
      "start",
      "-D",
      data,
      "-w",
      "-t",
      String(START_TIMEOUT_SECONDS),
      "-l",
      join(folder, "server.log"),
      "-o",
      options,
    ]);
  };
  const pause = (): void => {
    runProgram(bin, "pg_ctl", ["stop", "-D", data, "-w", "-m", "fast"]);
  };
  start();
  let running = true;
  return {
    urlFor: (database) => `postgres://${USER}@127.0.0.1:${port}/${database}`,
    createDatabase(name) {
      if (!/^\w+$/.test(name)) throw new Error(`not a plain database name: ${name}`);
      runProgram(bin, "psql", [
        "-h",
        "127.0.0.1",
        "-p",
        String(port),
        "-U",
        USER,
        "-d",
        "postgres",
        "-q",
        "-c",
        `CREATE DATABASE ${name}`,
      ]);
    },
    pause() {
      pause();
      running = false;
    },
    start() {
      start();
      running = true;
    },
    stop() {
      try {
        if (running) pause();
      } finally {
        running = false;
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}

/** The `postgres` user's ids, from the password database. */
function postgresIds(): { uid: number; gid: number } {
  const read = (flag: string): number => {
    const result = spawnSync("id", [flag, "postgres"], { encoding: "utf8" });
    const id = Number(result.stdout.trim());
    if (result.status !== 0 || !Number.isInteger(id)) {
      throw new Error("no `postgres` user (apt-get install postgresql creates it)");
    }
    return id;
  };
  return { uid: read("-u"), gid: read("-g") };
}
