import { guideCategories, guideCategoryIds, type InterfaceLanguage } from '@storyloom/domain';
import { errors } from '../../http/errors';
import type { ChallengesContext } from './context';
import { presentGuide } from './present';
import { findGuide, listGuides } from './queries';
import type { GuideListInput } from './schemas';

/** /guides: the library, filtered by category, format and genre, with every category's count. */
export async function guideList(
  ctx: ChallengesContext,
  input: GuideListInput,
  language: InterfaceLanguage,
) {
  const rows = await listGuides(ctx.db, {
    category: input.Category,
    bookType: input.Format,
    genre: input.Genre,
  });
  const all =
    input.Category === undefined
      ? rows
      : await listGuides(ctx.db, { bookType: input.Format, genre: input.Genre });
  return {
    Categories: guideCategoryIds.map((id) => ({
      Category: id,
      Name: guideCategories[id],
      Count: all.filter((g) => g.category === id).length,
    })),
    List: rows.map((g) => presentGuide(g, language, false)),
    Total: rows.length,
  };
}

/** /guides/{category}/{guide}: one chapter of the guides. */
export async function guideChapter(
  ctx: ChallengesContext,
  guideId: string,
  language: InterfaceLanguage,
) {
  const row = await findGuide(ctx.db, guideId);
  if (!row) throw errors.notFound();
  return { Guide: presentGuide(row, language, true) };
}
