import { type LessonContent, type QuizContent, safeJson, type Text3, text3 } from './content';
import { readLesson, readQuiz } from './present';
import type { ChallengeRow, GuideRow, StepRow, UnitRow } from './queries';

/** The admins' views: every text in all three languages, as it is kept. */
const three = (json: string): Text3 => {
  const parsed = text3.safeParse(safeJson(json));
  return parsed.success ? parsed.data : { zh: '', en: '', es: '' };
};

export function presentChallengeForAdmin(row: ChallengeRow, now: number, entryCount: number) {
  return {
    ChallengeId: row.open_id,
    Type: row.kind,
    Subtype: row.book_type,
    Time: row.ends_at <= now ? 'past' : row.starts_at > now ? 'upcoming' : 'current',
    StartTime: new Date(row.starts_at).toISOString(),
    EndTime: new Date(row.ends_at).toISOString(),
    Title: three(row.title_json),
    Prompt: three(row.prompt_json),
    ArtworkId: row.artwork_id,
    AgeLevel: row.age_level,
    PaidOnly: row.paid_only === 1,
    Starter: row.starter === 1,
    Published: row.published === 1,
    EntryCount: entryCount,
  };
}

export function presentStepForAdmin(row: StepRow) {
  const content: LessonContent | QuizContent | null =
    row.kind === 'lesson' ? readLesson(row) : readQuiz(row);
  return {
    StepId: row.open_id,
    Kind: row.kind,
    Position: row.position,
    Title: three(row.title_json),
    Content: content,
  };
}

export function presentUnitForAdmin(row: UnitRow, steps: StepRow[]) {
  return {
    UnitId: row.open_id,
    Position: row.position,
    Title: three(row.title_json),
    Summary: three(row.summary_json),
    Steps: steps.filter((s) => s.unit_id === row.id).map(presentStepForAdmin),
  };
}

export function presentGuideForAdmin(row: GuideRow) {
  const body = safeJson(row.body_json);
  const paragraphs = Array.isArray(body)
    ? body.map((p) => {
        const parsed = text3.safeParse(p);
        return parsed.success ? parsed.data : { zh: '', en: '', es: '' };
      })
    : [];
  return {
    GuideId: row.open_id,
    Category: row.category,
    Format: row.book_type,
    Genre: row.genre,
    Position: row.position,
    Title: three(row.title_json),
    Body: paragraphs,
  };
}
