// The novel PDF export's fonts (apps/web/src/features/novel/export/pdf-fonts.ts): one Regular TTF from
// each of four @expo-google-fonts packages, which ship nine weights each (~212 MB installed for the
// four, 23 MB used). Instead of installing the packages, this fetches each package's tarball from the
// npm registry (`npm pack name@version`, into a temporary folder removed afterwards), checks the TTF
// against its pinned sha256, and keeps only that TTF and the font's OFL licence in FONT_DIR (git
// ignores it), where the web build imports them (`?url`). A font already there with the pinned hash is
// not fetched again. Run by setup.mjs (`npm start`, `npm test`) and by the web app's build and dev
// scripts; `node scripts/pdf-fonts.mjs` runs it alone. Only Node built-ins (and npm, tar) here.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const FONT_DIR = join(ROOT, "apps/web/src/features/novel/export/fonts");

/** Each font: the package and exact version it comes from, the TTF inside the tarball, its sha256. */
export const PDF_FONTS = [
  {
    file: "NotoSans-Regular.ttf",
    licence: "NotoSans-OFL.txt",
    spec: "@expo-google-fonts/noto-sans@0.4.2",
    ttf: "package/400Regular/NotoSans_400Regular.ttf",
    sha256: "fe8c022f48d8dd29f17b744d16f9346f4357e16f7d4f7be58b000ae7c291b614",
  },
  {
    file: "NotoSansJP-Regular.ttf",
    licence: "NotoSansJP-OFL.txt",
    spec: "@expo-google-fonts/noto-sans-jp@0.4.3",
    ttf: "package/400Regular/NotoSansJP_400Regular.ttf",
    sha256: "d930d5d52d15231c283089760f84584272ad5e37e14607ba0d19c798e7a9caec",
  },
  {
    file: "NotoSansKR-Regular.ttf",
    licence: "NotoSansKR-OFL.txt",
    spec: "@expo-google-fonts/noto-sans-kr@0.4.3",
    ttf: "package/400Regular/NotoSansKR_400Regular.ttf",
    sha256: "8cbc9b353bb9ce848fd69bb6a507319dfacc659cf5fd643db5d88f3c4970e1dd",
  },
  {
    file: "NotoSansSC-Regular.ttf",
    licence: "NotoSansSC-OFL.txt",
    spec: "@expo-google-fonts/noto-sans-sc@0.4.3",
    ttf: "package/400Regular/NotoSansSC_400Regular.ttf",
    sha256: "d45f67f0a7c0ca3f256950777ce6a61cc7ce5f9696d02900cbbaac25f8aa7d16",
  },
];
/** The OFL text each package ships beside its fonts. */
const LICENCE_IN_TARBALL = "package/LICENSE_FONT";

const sha256Of = (path) => createHash("sha256").update(readFileSync(path)).digest("hex");

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  if (result.error) throw new Error(`${command} could not start: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(`\`${[command, ...args].join(" ")}\` failed (exit ${result.status ?? result.signal})`);
  }
  return result.stdout;
}

/** Whether the font and its licence are in FONT_DIR, the font with its pinned hash. */
export function fontPresent(font, dir = FONT_DIR) {
  const path = join(dir, font.file);
  return existsSync(path) && existsSync(join(dir, font.licence)) && sha256Of(path) === font.sha256;
}

/** Fetches one font's package tarball and keeps its TTF (hash checked) and licence in `dir`. */
function fetchFont(font, dir) {
  const work = mkdtempSync(join(tmpdir(), "pxv-pdf-font-"));
  try {
    console.log(`pxv: fetching the PDF font ${font.file} (${font.spec})…`);
    const packed = JSON.parse(run("npm", ["pack", font.spec, "--json", "--silent"], work));
    const tarball = join(work, packed[0].filename);
    run("tar", ["-xzf", tarball, "-C", work, font.ttf, LICENCE_IN_TARBALL], work);
    const ttf = join(work, font.ttf);
    const actual = sha256Of(ttf);
    if (actual !== font.sha256) {
      throw new Error(`${font.spec}'s ${font.ttf} has sha256 ${actual}, not the pinned ${font.sha256}`);
    }
    mkdirSync(dir, { recursive: true });
    renameSync(join(work, LICENCE_IN_TARBALL), join(dir, font.licence));
    // The font last: its presence with the right hash is what says "done".
    renameSync(ttf, join(dir, font.file));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Makes sure every PDF font is in `dir`, fetching only the missing or altered ones. */
export function ensurePdfFonts(dir = FONT_DIR) {
  for (const font of PDF_FONTS) {
    if (!fontPresent(font, dir)) fetchFont(font, dir);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensurePdfFonts();
