/**
 * The blog editor's form: one post is its versions in zh, en and es sharing a slug
 * (docs/decisions/013-paid-only-stories.md). Pure functions: what changed, what is wrong, what a
 * save sends, and where the server's field errors go.
 */
import {
  ErrorCode,
  emptyDoc,
  type InterfaceLanguage,
  interfaceLanguages,
  type RichTextDoc,
  richTextPlainText,
} from '@storyloom/domain';
import { isApiError } from '../../../api/client';
import type { AdminPost, PostState, VersionFields } from './api';

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const titleMax = 200;
export const slugMax = 120;

export interface CoverChoice {
  ArtworkId: string;
  Url: string;
  ThumbUrl: string;
}

interface SavedVersion {
  title: string;
  body: RichTextDoc;
  coverId: string | null;
  slug: string;
}

export interface Version {
  postId: string | null;
  state: PostState | null;
  title: string;
  body: RichTextDoc;
  cover: CoverChoice | null;
  /** What the server has; null while the version is not saved. */
  saved: SavedVersion | null;
  path: string | null;
}

export interface PostForm {
  slug: string;
  versions: Record<InterfaceLanguage, Version>;
}

/** i18n keys of the problems, under the field they belong to. */
export interface FormErrors {
  slug?: string;
  versions: Partial<Record<InterfaceLanguage, { title?: string; body?: string; cover?: string }>>;
  /** A version with nothing in it cannot be saved: at least one language needs a post. */
  form?: string;
}

export const emptyVersion = (): Version => ({
  postId: null,
  state: null,
  title: '',
  body: emptyDoc(),
  cover: null,
  saved: null,
  path: null,
});

export const emptyForm = (): PostForm => ({
  slug: '',
  versions: { zh: emptyVersion(), en: emptyVersion(), es: emptyVersion() },
});

export function versionFromPost(post: AdminPost): Version {
  const cover = post.Cover
    ? { ArtworkId: post.Cover.ArtworkId, Url: post.Cover.Url, ThumbUrl: post.Cover.ThumbUrl }
    : null;
  return {
    postId: post.PostId,
    state: post.State,
    title: post.Title,
    body: post.Body,
    cover,
    saved: {
      title: post.Title,
      body: post.Body,
      coverId: cover?.ArtworkId ?? null,
      slug: post.Slug,
    },
    path: post.Path,
  };
}

/** A post's versions (one per language) as the form. */
export function formFromPosts(posts: readonly AdminPost[]): PostForm {
  const form = emptyForm();
  for (const post of posts) {
    form.slug = form.slug || post.Slug;
    form.versions[post.Language] = versionFromPost(post);
  }
  return form;
}

export const bodyText = (doc: RichTextDoc) => richTextPlainText(doc).trim();

/** Whether a version has anything written in it. */
export const hasContent = (v: Version) => v.title.trim() !== '' || bodyText(v.body) !== '';

const sameDoc = (a: RichTextDoc, b: RichTextDoc) => JSON.stringify(a) === JSON.stringify(b);

/** Whether a version differs from what the server has (a new one: whether it has content). */
export function versionDirty(form: PostForm, language: InterfaceLanguage): boolean {
  const v = form.versions[language];
  if (!v.saved) return hasContent(v);
  return (
    v.title !== v.saved.title ||
    !sameDoc(v.body, v.saved.body) ||
    (v.cover?.ArtworkId ?? null) !== v.saved.coverId ||
    form.slug.trim() !== v.saved.slug
  );
}

export const formDirty = (form: PostForm) =>
  interfaceLanguages.some((language) => versionDirty(form, language));

/** The languages a save writes: saved versions and new ones with something in them. */
export const languagesToSave = (form: PostForm) =>
  interfaceLanguages.filter((language) => versionDirty(form, language));

export const noErrors = (errors: FormErrors) =>
  !errors.slug &&
  !errors.form &&
  Object.values(errors.versions).every((v) => !v || Object.values(v).every((m) => !m));

/** The problems the server would refuse, found before anything is sent. */
export function validate(form: PostForm): FormErrors {
  const errors: FormErrors = { versions: {} };
  const slug = form.slug.trim();
  if (slug === '') errors.slug = 'adminBlog.errors.slugRequired';
  else if (slug.length > slugMax) errors.slug = 'adminBlog.errors.slugTooLong';
  else if (!slugPattern.test(slug)) errors.slug = 'adminBlog.errors.slugFormat';
  const kept = interfaceLanguages.filter(
    (l) => form.versions[l].saved || hasContent(form.versions[l]),
  );
  if (kept.length === 0) errors.form = 'adminBlog.errors.nothingWritten';
  for (const language of kept) {
    const v = form.versions[language];
    const problems: { title?: string; body?: string } = {};
    if (v.title.trim() === '') problems.title = 'adminBlog.errors.titleRequired';
    else if (v.title.trim().length > titleMax) problems.title = 'adminBlog.errors.titleTooLong';
    if (bodyText(v.body) === '') problems.body = 'adminBlog.errors.bodyRequired';
    if (problems.title || problems.body) errors.versions[language] = problems;
  }
  return errors;
}

export type SaveStep =
  | { kind: 'create'; language: InterfaceLanguage; fields: VersionFields }
  | { kind: 'update'; language: InterfaceLanguage; postId: string; fields: Partial<VersionFields> };

/** What saving one language's version sends (only the fields that changed, for an update). */
export function saveStep(form: PostForm, language: InterfaceLanguage): SaveStep {
  const v = form.versions[language];
  const slug = form.slug.trim();
  const coverId = v.cover?.ArtworkId ?? null;
  if (!v.postId || !v.saved) {
    return {
      kind: 'create',
      language,
      fields: {
        Language: language,
        Slug: slug,
        Title: v.title.trim(),
        Body: v.body,
        CoverArtworkId: coverId,
      },
    };
  }
  const fields: Partial<VersionFields> = {};
  if (slug !== v.saved.slug) fields.Slug = slug;
  if (v.title !== v.saved.title) fields.Title = v.title.trim();
  if (!sameDoc(v.body, v.saved.body)) fields.Body = v.body;
  if (coverId !== v.saved.coverId) fields.CoverArtworkId = coverId;
  return { kind: 'update', language, postId: v.postId, fields };
}

/**
 * The server's BAD_INPUT field errors (docs/api.md "Blog") under the fields of one language's
 * version, in the reader's words. Anything else is not a field error (null).
 */
export function serverFieldErrors(error: unknown, language: InterfaceLanguage): FormErrors | null {
  if (!isApiError(error) || error.code !== ErrorCode.BAD_INPUT) return null;
  const fields = (error.result as { fields?: { path: string; message: string }[] } | null)?.fields;
  if (!Array.isArray(fields) || fields.length === 0) return null;
  const errors: FormErrors = { versions: {} };
  const version: { title?: string; body?: string; cover?: string } = {};
  for (const field of fields) {
    const path = String(field.path).split('.')[0];
    if (path === 'Slug') {
      errors.slug = /another post/i.test(field.message)
        ? 'adminBlog.errors.slugTaken'
        : 'adminBlog.errors.slugFormat';
    } else if (path === 'Title') version.title = 'adminBlog.errors.titleRequired';
    else if (path === 'Body') version.body = 'adminBlog.errors.bodyInvalid';
    else if (path === 'CoverArtworkId') version.cover = 'adminBlog.errors.coverUnknown';
  }
  if (Object.keys(version).length > 0) errors.versions[language] = version;
  return noErrors(errors) ? null : errors;
}

/** A slug made of a title (letters and digits of the Latin alphabet; accents dropped). */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}
