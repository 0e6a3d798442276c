/**
 * Starts a throwaway PostgreSQL cluster (Debian's `postgresql` package) for tests: a fresh data folder
 * in the system's temp dir, listening on a free loopback port only, trust authentication, no fsync.
 * PostgreSQL refuses to run as root, so as root the folder is given to the `postgres` user and the
 * server runs as that user (`runuser`). `stop()` stops it (`pg_ctl stop`, which signals the
 * postmaster of that folder only) and removes the folder; `start()` starts it again on the same port,
 * for tests of a database outage. `npm test` installs the package when it is missing.
 */
import { spawn, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./redis-server.js";

export interface PostgresProcess {
  /** `postgres://pxv@127.0.0.1:<port>/<database>` for a database made by `createDatabase`. */
  urlFor(database: string): string;
  createDatabase(name: string): void;
  /**
   * Stops the server and keeps its data (an outage); `start()` brings it back on the same port. Both
   * leave the event loop running meanwhile, so clients see the connections close as they would.
   */
  pause(): Promise<void>;
  start(): Promise<void>;
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

/** The command line of one of PostgreSQL's programs, as `postgres` when this process is root. */
function commandLine(bin: string, program: string, args: readonly string[]): [string, string[]] {
  const command = join(bin, program);
  return asRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, [...args]];
}

function runProgram(bin: string, program: string, args: readonly string[]): void {
  const [command, commandArgs] = commandLine(bin, program, args);
  const result = spawnSync(command, commandArgs, { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(
      `${program} ${args.join(" ")} failed (${String(result.status)}): ${result.stderr || result.stdout}`,
    );
  }
}

function runProgramAsync(bin: string, program: string, args: readonly string[]): Promise<void> {
  const [command, commandArgs] = commandLine(bin, program, args);
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${program} ${args.join(" ")} failed (${String(code)}): ${errors}`));
    });
  });
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
  const startArgs = (): string[] => [
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
  ];
  const stopArgs = ["stop", "-D", data, "-w", "-m", "fast"];
  runProgram(bin, "pg_ctl", startArgs());
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
    async pause() {
      await runProgramAsync(bin, "pg_ctl", stopArgs);
      running = false;
    },
    async start() {
      await runProgramAsync(bin, "pg_ctl", startArgs());
      running = true;
    },
    stop() {
      try {
        if (running) runProgram(bin, "pg_ctl", stopArgs);
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
