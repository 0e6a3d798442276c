/**
 * The EPUB 3 export: a small writer on fflate. The zip holds, in this order, `mimetype` (stored,
 * uncompressed, first — as the EPUB container spec requires), META-INF/container.xml, the package
 * document (OPF) with its manifest and spine, the navigation document (NAV), a title page, one
 * XHTML file per novel page and the pictures the text embeds. Chapters become the table of
 * contents; a novel without chapters lists its pages.
 */
import { detectNovelLanguage, escapeHtml, inlinePlainText, novelPlainText } from "@pxv/pixiv";
import { strToU8, zipSync, type Zippable } from "fflate";
import {
  embeddedImageUrls,
  imageResolver,
  loadImages,
  type NovelExportInput,
  pieceImageUrl,
} from "./export-input";
import { pageHtml } from "./novel-html";

const EXTENSIONS = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
} as const;

const xhtmlPage = (
  title: string,
  language: string,
  body: string,
): string => `<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${language}" lang="${language}">
<head><meta charset="utf-8" /><title>${escapeHtml(title)}</title><link rel="stylesheet" type="text/css" href="style.css" /></head>
<body>
${body}
</body>
</html>
`;

const CONTAINER = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>
`;

const STYLE = "body{line-height:1.9}p{margin:0}img{max-width:100%}h2{margin:1em 0}\n";

export async function exportEpub(
  input: NovelExportInput,
  options: { indent: boolean; now?: Date },
): Promise<Blob> {
  const { novel, document } = input;
  const language = detectNovelLanguage(novelPlainText(document));
  const resolve = imageResolver(input.text);
  const images = await loadImages(embeddedImageUrls(input));

  const imageFiles = new Map<string, string>();
  const files: Zippable = {};
  // Insertion order is the order in the zip: mimetype must come first, stored.
  files["mimetype"] = [strToU8("application/epub+zip"), { level: 0 }];
  files["META-INF/container.xml"] = strToU8(CONTAINER);
  const manifest: string[] = [
    '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>',
    '<item id="style" href="style.css" media-type="text/css"/>',
    '<item id="title" href="title.xhtml" media-type="application/xhtml+xml"/>',
  ];
  for (const [url, image] of images) {
    const name = `images/image-${imageFiles.size + 1}.${EXTENSIONS[image.mime]}`;
    imageFiles.set(url, name);
    manifest.push(`<item id="image-${imageFiles.size}" href="${name}" media-type="${image.mime}"/>`);
  }

  const pages = document.pages.map((blocks, index) =>
    xhtmlPage(
      novel.title,
      language,
      pageHtml(blocks, index + 1, {
        xhtml: true,
        indent: options.indent,
        image: (piece) => {
          const url = pieceImageUrl(resolve, piece);
          return url === null ? null : (imageFiles.get(url) ?? null);
        },
      }).replace(/href="#page-(\d+)"/g, 'href="page-$1.xhtml"'),
    ),
  );
  const spine = ['<itemref idref="title"/>'];
  pages.forEach((_, index) => {
    manifest.push(
      `<item id="page-${index + 1}" href="page-${index + 1}.xhtml" media-type="application/xhtml+xml"/>`,
    );
    spine.push(`<itemref idref="page-${index + 1}"/>`);
  });

  const chapters = document.pages.flatMap((blocks, index) =>
    blocks
      .filter((block) => block.kind === "chapter")
      .map((block) => ({ title: inlinePlainText(block.content), page: index + 1 })),
  );
  const toc = (
    chapters.length > 0 ? chapters : pages.map((_, index) => ({ title: `${index + 1}`, page: index + 1 }))
  )
    .map((entry) => `<li><a href="page-${entry.page}.xhtml">${escapeHtml(entry.title)}</a></li>`)
    .join("\n");

  const modified = (options.now ?? new Date()).toISOString().replace(/\.\d{3}Z$/, "Z");
  const link = `https://www.pixiv.net/novel/show.php?id=${novel.id}`;
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${language}">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="book-id">${escapeHtml(link)}</dc:identifier>
    <dc:title>${escapeHtml(novel.title)}</dc:title>
    <dc:creator>${escapeHtml(novel.author.name)}</dc:creator>
    <dc:language>${language}</dc:language>
    <dc:date>${escapeHtml(novel.created.slice(0, 10))}</dc:date>
    <dc:description>${escapeHtml(link)}</dc:description>
${novel.tags.map((tag) => `    <dc:subject>${escapeHtml(tag.name)}</dc:subject>`).join("\n")}
    <meta property="dcterms:modified">${modified}</meta>
  </metadata>
  <manifest>
    ${manifest.join("\n    ")}
  </manifest>
  <spine>
    ${spine.join("\n    ")}
  </spine>
</package>
`;

  files["OEBPS/content.opf"] = strToU8(opf);
  files["OEBPS/nav.xhtml"] = strToU8(
    xhtmlPage(
      novel.title,
      language,
      `<nav epub:type="toc" id="toc"><h1>${escapeHtml(novel.title)}</h1><ol>\n${toc}\n</ol></nav>`,
    ),
  );
  files["OEBPS/style.css"] = strToU8(STYLE);
  files["OEBPS/title.xhtml"] = strToU8(
    xhtmlPage(
      novel.title,
      language,
      `<h1>${escapeHtml(novel.title)}</h1><p>${escapeHtml(novel.author.name)}</p>`,
    ),
  );
  pages.forEach((page, index) => {
    files[`OEBPS/page-${index + 1}.xhtml`] = strToU8(page);
  });
  for (const [url, name] of imageFiles) {
    const image = images.get(url);
    if (image !== undefined) files[`OEBPS/${name}`] = [image.bytes, { level: 0 }];
  }
  return new Blob([zipSync(files, { level: 6 })], { type: "application/epub+zip" });
}
