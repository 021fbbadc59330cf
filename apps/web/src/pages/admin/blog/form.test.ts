import { docFromText, ErrorCode } from '@storyloom/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client';
import type { AdminPost } from './api';
import {
  emptyForm,
  formDirty,
  formFromPosts,
  languagesToSave,
  noErrors,
  saveStep,
  serverFieldErrors,
  slugFromTitle,
  validate,
  versionDirty,
} from './form';

const post = (over: Partial<AdminPost>): AdminPost => ({
  PostId: 'p-en',
  State: 'draft',
  UpdatedAt: '2026-11-20T10:00:00.000Z',
  Slug: 'garden-day',
  Language: 'en',
  Title: 'Garden day',
  Excerpt: 'We planted',
  Cover: null,
  AuthorName: 'demo-admin',
  PublishedAt: null,
  Path: '/blogentry/garden-day/en',
  Body: docFromText('We planted beans.'),
  Html: '<p>We planted beans.</p>',
  ...over,
});

describe('the blog editor form', () => {
  it('groups the versions by language under one slug; nothing is dirty when loaded', () => {
    const form = formFromPosts([
      post({}),
      post({ PostId: 'p-es', Language: 'es', Title: 'Día del jardín', State: 'published' }),
    ]);
    expect(form.slug).toBe('garden-day');
    expect(form.versions.en.postId).toBe('p-en');
    expect(form.versions.es.state).toBe('published');
    expect(form.versions.zh.postId).toBeNull();
    expect(formDirty(form)).toBe(false);
    expect(noErrors(validate(form))).toBe(true);
  });

  it('saves only what changed: an update sends the changed fields, a new language is created', () => {
    const form = formFromPosts([post({})]);
    form.versions.en.title = 'Garden day!';
    form.versions.es.title = 'Día del jardín';
    form.versions.es.body = docFromText('Plantamos frijoles.');
    expect(versionDirty(form, 'en')).toBe(true);
    expect(languagesToSave(form)).toEqual(['en', 'es']);
    expect(saveStep(form, 'en')).toEqual({
      kind: 'update',
      language: 'en',
      postId: 'p-en',
      fields: { Title: 'Garden day!' },
    });
    expect(saveStep(form, 'es')).toMatchObject({
      kind: 'create',
      fields: { Language: 'es', Slug: 'garden-day', Title: 'Día del jardín', CoverArtworkId: null },
    });
    // A new slug goes to every saved version.
    form.slug = 'garden-days';
    expect(saveStep(form, 'en')).toMatchObject({ fields: { Slug: 'garden-days' } });
  });

  it('finds what the server would refuse, under the right field', () => {
    const form = emptyForm();
    let errors = validate(form);
    expect(errors.slug).toBe('adminBlog.errors.slugRequired');
    expect(errors.form).toBe('adminBlog.errors.nothingWritten');
    form.slug = 'Not A Slug';
    form.versions.es.title = 'Hola';
    errors = validate(form);
    expect(errors.slug).toBe('adminBlog.errors.slugFormat');
    expect(errors.form).toBeUndefined();
    expect(errors.versions.es).toEqual({ body: 'adminBlog.errors.bodyRequired' });
    expect(errors.versions.en).toBeUndefined();
    form.slug = 'hola';
    form.versions.es.body = docFromText('Texto');
    form.versions.es.title = 'x'.repeat(201);
    expect(validate(form).versions.es?.title).toBe('adminBlog.errors.titleTooLong');
    form.versions.es.title = '  ';
    expect(validate(form).versions.es?.title).toBe('adminBlog.errors.titleRequired');
  });

  it("puts the server's field errors under the fields, in the reader's words", () => {
    const bad = (fields: { path: string; message: string }[]) =>
      new ApiError({ code: ErrorCode.BAD_INPUT, message: 'Bad input', result: { fields } });
    expect(
      serverFieldErrors(
        bad([{ path: 'Slug', message: 'Another post in this language uses this address.' }]),
        'en',
      ),
    ).toEqual({ slug: 'adminBlog.errors.slugTaken', versions: {} });
    expect(
      serverFieldErrors(bad([{ path: 'CoverArtworkId', message: 'No such artwork.' }]), 'es'),
    ).toEqual({ versions: { es: { cover: 'adminBlog.errors.coverUnknown' } } });
    expect(serverFieldErrors(bad([{ path: 'Body.content.0', message: 'x' }]), 'zh')).toEqual({
      versions: { zh: { body: 'adminBlog.errors.bodyInvalid' } },
    });
    expect(serverFieldErrors(bad([]), 'en')).toBeNull();
    expect(serverFieldErrors(new Error('offline'), 'en')).toBeNull();
  });

  it('makes a slug of a title', () => {
    expect(slugFromTitle('¡Día del Jardín 2026!')).toBe('dia-del-jardin-2026');
    expect(slugFromTitle('  Hello,   world ')).toBe('hello-world');
    expect(slugFromTitle('你好')).toBe('');
  });
});
