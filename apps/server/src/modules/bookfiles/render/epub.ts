import { strToU8, type Zippable, zipSync } from 'fflate';
import { type FileBook, labelLanguage, labels, languageTag } from './model';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The book types an ePub is made of: the text books (picture books and comics are PDFs). */
export const epubTypes = ['longform', 'flashfiction', 'poetry'] as const;

function page(lang: string, title: string, body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="${lang}" xml:lang="${lang}">
<head><meta charset="UTF-8"/><title>${esc(title)}</title><link rel="stylesheet" type="text/css" href="style.css"/></head>
<body>
${body}
</body>
</html>
`;
}

const paragraphs = (text: string) =>
  text
    .split('\n')
    .filter((p) => p.trim())
    .map((p) => `<p>${esc(p)}</p>`)
    .join('\n');

/**
 * An ePub 3 of a text book for offline reading: the mimetype first and stored, the container,
 * the package (dc:language, dc:title, dc:creator, dcterms:modified), a navigation document with
 * the table of contents, one XHTML file per chapter or poem with its language tagged (lang and
 * xml:lang, so read-aloud picks the right voice), and its pictures with their titles as alt text.
 */
export function renderEpub(book: FileBook): Buffer {
  const lang = languageTag(book.language);
  const words = labels[labelLanguage(book.language)];
  const files: Zippable = {};
  const manifest: string[] = [];
  const spine: string[] = [];
  const nav: string[] = [];
  let pictureCount = 0;
  const addPicture = (data: Buffer) => {
    pictureCount += 1;
    const name = `images/picture-${pictureCount}.jpg`;
    files[`OEBPS/${name}`] = [new Uint8Array(data), { level: 0 }];
    manifest.push(`<item id="picture-${pictureCount}" href="${name}" media-type="image/jpeg"/>`);
    return name;
  };

  const coverPic = book.cover.picture;
  const coverImg = coverPic
    ? `<img src="${addPicture(coverPic.data)}" alt="${esc(coverPic.alt)}"/>`
    : '';
  files['OEBPS/cover.xhtml'] = strToU8(
    page(
      lang,
      book.title,
      `<section epub:type="cover">${coverImg}<h1>${esc(book.title)}</h1>${
        book.author ? `<p class="author">${esc(words.by + book.author)}</p>` : ''
      }</section>`,
    ),
  );
  manifest.push('<item id="cover" href="cover.xhtml" media-type="application/xhtml+xml"/>');
  spine.push('<itemref idref="cover"/>');

  book.parts.forEach((part, i) => {
    const id = `part-${i + 1}`;
    const title = part.title?.trim() || (book.parts.length === 1 ? book.title : `${i + 1}`);
    const pics = part.pictures
      .map((pic) => `<figure><img src="${addPicture(pic.data)}" alt="${esc(pic.alt)}"/></figure>`)
      .join('\n');
    const body =
      book.type === 'poetry'
        ? `<div class="poem">${paragraphs(part.text)}</div>`
        : paragraphs(part.text);
    files[`OEBPS/${id}.xhtml`] = strToU8(
      page(
        lang,
        title,
        `<section epub:type="chapter"><h2>${esc(title)}</h2>\n${pics}\n${body}</section>`,
      ),
    );
    manifest.push(`<item id="${id}" href="${id}.xhtml" media-type="application/xhtml+xml"/>`);
    spine.push(`<itemref idref="${id}"/>`);
    nav.push(`<li><a href="${id}.xhtml">${esc(title)}</a></li>`);
  });

  const credits = book.credits
    .map(
      (c) =>
        `<li>${esc(`${c.artwork} · ${c.artist}`)}${
          c.licence ? ` — ${esc(`${words.licence}: ${c.licence}`)}` : ''
        }${c.licenceUrl ? ` <a href="${esc(c.licenceUrl)}">${esc(c.licenceUrl)}</a>` : ''}${
          c.attribution ? `<br/>${esc(c.attribution)}` : ''
        }</li>`,
    )
    .join('\n');
  files['OEBPS/credits.xhtml'] = strToU8(
    page(
      lang,
      words.pictures,
      `<section><h2>${esc(words.pictures)}</h2><ul>${credits}</ul><p>${esc(words.madeWith)}</p></section>`,
    ),
  );
  manifest.push('<item id="credits" href="credits.xhtml" media-type="application/xhtml+xml"/>');
  spine.push('<itemref idref="credits"/>');
  nav.push(`<li><a href="credits.xhtml">${esc(words.pictures)}</a></li>`);

  files['OEBPS/nav.xhtml'] = strToU8(
    page(
      lang,
      words.contents,
      `<nav epub:type="toc" id="toc"><h1>${esc(words.contents)}</h1><ol>\n${nav.join('\n')}\n</ol></nav>`,
    ),
  );
  files['OEBPS/style.css'] = strToU8(
    'body{font-family:serif;line-height:1.6}img{max-width:100%}figure{margin:1em 0;text-align:center}.poem{text-align:center}.author{font-style:italic}\n',
  );
  const modified = `${new Date(book.madeAt).toISOString().slice(0, 19)}Z`;
  files['OEBPS/package.opf'] = strToU8(`<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${lang}">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:identifier id="book-id">urn:storyloom:${esc(book.openId)}</dc:identifier>
<dc:title>${esc(book.title)}</dc:title>
<dc:language>${lang}</dc:language>
${book.author ? `<dc:creator>${esc(book.author)}</dc:creator>` : ''}
<meta property="dcterms:modified">${modified}</meta>
<meta property="schema:accessMode">textual</meta>
<meta property="schema:accessMode">visual</meta>
<meta property="schema:accessibilityFeature">alternativeText</meta>
<meta property="schema:accessibilityFeature">tableOfContents</meta>
</metadata>
<manifest>
<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
<item id="style" href="style.css" media-type="text/css"/>
${manifest.join('\n')}
</manifest>
<spine>
${spine.join('\n')}
</spine>
</package>
`);
  const container = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles><rootfile full-path="OEBPS/package.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>
`;
  // The mimetype must be the first entry, stored (not compressed).
  return Buffer.from(
    zipSync(
      {
        mimetype: [strToU8('application/epub+zip'), { level: 0 }],
        'META-INF/container.xml': strToU8(container),
        ...files,
      },
      { level: 6 },
    ),
  );
}
