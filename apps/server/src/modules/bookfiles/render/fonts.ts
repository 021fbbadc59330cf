import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The files' typeface: Noto Sans SC (Noto Sans CJK "Hans", SIL Open Font License) from the npm
 * package @embedpdf/fonts-sc, installed with the server (nothing is fetched at run time). Its
 * glyphs cover Chinese, English and Spanish, so one face serves every book; PDFs embed a subset
 * of it (only the glyphs a book uses).
 */
const require = createRequire(import.meta.url);
const fontDir = join(dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts');

export const fontFiles = {
  regular: join(fontDir, 'NotoSansHans-Regular.otf'),
  bold: join(fontDir, 'NotoSansHans-Bold.otf'),
};
