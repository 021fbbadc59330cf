/**
 * Challenges, lessons, quizzes and guides (issue 19, decision 031). `*_json` columns hold
 * {"zh":…,"en":…,"es":…} (or a quiz's questions), validated in modules/challenges.
 */
export interface ChallengeUnitTable {
  id: string;
  /** Public id: /challenge-unit/{unitid}. */
  open_id: string;
  position: number;
  title_json: string;
  summary_json: string;
  created_at: number;
}

/** A lesson or a quiz of a unit, in order. */
export interface ChallengeStepTable {
  id: string;
  open_id: string;
  unit_id: string;
  position: number;
  kind: 'lesson' | 'quiz';
  title_json: string;
  /** A lesson's paragraphs and examples per language, or a quiz's questions. */
  content_json: string;
  created_at: number;
}

/** A writer's completed lesson or passed quiz, once each. */
export interface ChallengeStepProgressTable {
  id: string;
  user_id: string;
  step_id: string;
  score: number;
  total: number;
  completed_at: number;
}

export interface ChallengeTable {
  id: string;
  open_id: string;
  /** weekend, weekly or monthly (domain `challengeKinds`). */
  kind: string;
  /** The book format asked for (domain `bookTypes`). */
  book_type: string;
  starts_at: number;
  ends_at: number;
  title_json: string;
  prompt_json: string;
  /** The artwork's open id the editor starts with, if any. */
  artwork_id: string | null;
  /** Lowest age group (domain `ageGroups` id). */
  age_level: string;
  paid_only: number;
  starter: number;
  /** 1 shown to everyone; 0 an admin's draft, shown to admins only (decision 035). */
  published: number;
  created_at: number;
}

/** A book written for a challenge (the book carries the challenge id through this row). */
export interface ChallengeEntryTable {
  id: string;
  challenge_id: string;
  user_id: string;
  book_open_id: string;
  approved_at: number | null;
  featured: number;
  created_at: number;
}

export interface GuideTable {
  id: string;
  open_id: string;
  /** SPEC §2 category id (domain `guideCategories`, decision 032). */
  category: number;
  book_type: string | null;
  genre: string;
  position: number;
  title_json: string;
  body_json: string;
  created_at: number;
}

export interface ChallengeTables {
  challenge_units: ChallengeUnitTable;
  challenge_steps: ChallengeStepTable;
  challenge_step_progress: ChallengeStepProgressTable;
  challenges: ChallengeTable;
  challenge_entries: ChallengeEntryTable;
  guides: GuideTable;
}
