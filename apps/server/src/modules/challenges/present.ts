import type { InterfaceLanguage } from '@storyloom/domain';
import {
  type LessonContent,
  lessonContent,
  pick,
  type QuizContent,
  quizContent,
  safeJson,
} from './content';
import type { ChallengeRow, GuideRow, StepRow, UnitRow } from './queries';

export function presentChallenge(row: ChallengeRow, language: InterfaceLanguage, now: number) {
  return {
    ChallengeId: row.open_id,
    Type: row.kind,
    Subtype: row.book_type,
    Time: row.ends_at <= now ? 'past' : row.starts_at > now ? 'upcoming' : 'current',
    Title: pick(row.title_json, language),
    Prompt: pick(row.prompt_json, language),
    ArtworkId: row.artwork_id,
    AgeLevel: row.age_level,
    PaidOnly: row.paid_only === 1 && row.starter !== 1,
    Starter: row.starter === 1,
    StartTime: new Date(row.starts_at).toISOString(),
    EndTime: new Date(row.ends_at).toISOString(),
    Path: `/challenge/${row.kind}/${row.ends_at <= now ? 'past' : 'current'}/${row.book_type}`,
  };
}

/**
 * Where starting a challenge leads: the start-with-art screen of its format (its picture chosen
 * when the challenge has one), carrying the challenge id; the draft made there is entered in
 * the challenge and its editor opens (decision 031).
 */
export function challengeEditorPath(row: ChallengeRow): string {
  const base = row.book_type === 'comic' ? '/start-comic' : `/start-with-art/${row.book_type}`;
  const query = new URLSearchParams({ challenge: row.open_id });
  if (row.artwork_id) query.set('artwork', row.artwork_id);
  return `${base}?${query.toString()}`;
}

/** Where the signed-in writer downloads their certificate of a completed challenge. */
export function certificatePath(challengeOpenId: string): string {
  return `/api/Challenges/Certificate/${encodeURIComponent(challengeOpenId)}`;
}

export function presentUnit(row: UnitRow, language: InterfaceLanguage) {
  return {
    UnitId: row.open_id,
    Position: row.position,
    Title: pick(row.title_json, language),
    Summary: pick(row.summary_json, language),
  };
}

export function readLesson(row: StepRow): LessonContent | null {
  const parsed = lessonContent.safeParse(safeJson(row.content_json));
  return parsed.success ? parsed.data : null;
}

export function readQuiz(row: StepRow): QuizContent | null {
  const parsed = quizContent.safeParse(safeJson(row.content_json));
  return parsed.success ? parsed.data : null;
}

/** A lesson with its text, or a quiz with its questions (never the answers). */
export function presentStep(
  row: StepRow,
  language: InterfaceLanguage,
  done: { score: number; total: number; completed_at: number } | undefined,
) {
  const base = {
    StepId: row.open_id,
    Kind: row.kind,
    Position: row.position,
    Title: pick(row.title_json, language),
    Completed: done !== undefined,
    CompletedTime: done ? new Date(done.completed_at).toISOString() : null,
  };
  if (row.kind === 'lesson') {
    const lesson = readLesson(row);
    return {
      ...base,
      Paragraphs: lesson?.paragraphs.map((p) => p[language]) ?? [],
      Example: lesson?.example[language] ?? '',
      TryIt: lesson?.tryIt[language] ?? '',
    };
  }
  const quiz = readQuiz(row);
  return {
    ...base,
    Score: done ? done.score : null,
    Total: quiz?.questions.length ?? 0,
    Questions:
      quiz?.questions.map((q, i) => ({
        Index: i,
        Kind: q.kind,
        Prompt: q.prompt[language],
        Options: q.kind === 'choice' ? q.options.map((o) => o[language]) : [],
      })) ?? [],
  };
}

export function presentGuide(row: GuideRow, language: InterfaceLanguage, withBody: boolean) {
  const body = safeJson(row.body_json);
  const paragraphs = Array.isArray(body)
    ? body.map((p) =>
        p && typeof p === 'object' ? String((p as Record<string, unknown>)[language] ?? '') : '',
      )
    : [];
  return {
    GuideId: row.open_id,
    Category: row.category,
    Format: row.book_type,
    Genre: row.genre,
    Title: pick(row.title_json, language),
    Intro: paragraphs[0] ?? '',
    ...(withBody ? { Paragraphs: paragraphs } : {}),
    Path: `/guides/${row.category}/${row.open_id}`,
  };
}
