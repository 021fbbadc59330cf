// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import type { SignedInUser } from '@storyloom/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import es from '../i18n/es.json';
import { I18nProvider, Translator } from '../i18n/react';
import zh from '../i18n/zh.json';
import type { SessionStore } from '../session/store';
import { fixedSessionStore } from '../test/session-store';
import { TeacherSurveyNotice, teacherSurveyLinks } from './TeacherSurveyNotice';
import { teacherSurveyKey } from './teacherSurveyState';

beforeAll(() => {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const storeWith = (user: Partial<SignedInUser> | null, isTeacher: boolean) =>
  fixedSessionStore(user, { isTeacher });

async function show(store: SessionStore, language: 'en' | 'es' | 'zh' = 'en') {
  const i18n = new Translator().init(language, { en, es, zh });
  const router = createMemoryRouter([
    { path: '*', element: <TeacherSurveyNotice store={store} /> },
  ]);
  return render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nProvider>,
  );
}

describe('<TeacherSurveyNotice /> (SPEC §4)', () => {
  it('shows nothing to visitors and to signed-in users who are not teachers', async () => {
    await show(storeWith(null, false));
    expect(screen.queryByTestId('teacher-survey')).toBeNull();
    cleanup();
    await show(storeWith({ uid: 'w1' }, false));
    expect(screen.queryByTestId('teacher-survey')).toBeNull();
  });

  it('links a non-member teacher to the non-member survey', async () => {
    await show(storeWith({ isMember: false }, true));
    const link = screen.getByRole('link', { name: 'Take the survey' });
    expect(link.getAttribute('href')).toBe(teacherSurveyLinks.nonMember);
    expect(screen.getByText(/Teaching with Storyloom\?/)).toBeTruthy();
  });

  it('links a member teacher to the member survey, in the interface language', async () => {
    await show(storeWith({ isMember: true }, true), 'es');
    const link = screen.getByRole('link', { name: 'Responder la encuesta' });
    expect(link.getAttribute('href')).toBe(teacherSurveyLinks.member);
    expect(teacherSurveyLinks.member).not.toBe(teacherSurveyLinks.nonMember);
  });

  it('stays until closed, then is remembered in local storage and not shown again', async () => {
    const store = storeWith({ uid: 't1' }, true);
    await show(store);
    expect(screen.getByTestId('teacher-survey')).toBeTruthy();
    cleanup();
    await show(store);
    expect(screen.getByTestId('teacher-survey')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close the survey notice' }));
    expect(screen.queryByTestId('teacher-survey')).toBeNull();
    expect(window.localStorage.getItem(teacherSurveyKey('t1'))).toBe('1');
    cleanup();
    await show(store);
    expect(screen.queryByTestId('teacher-survey')).toBeNull();
  });

  it('remembers the closing per account: another teacher on this browser still sees it', async () => {
    window.localStorage.setItem(teacherSurveyKey('t1'), '1');
    await show(storeWith({ uid: 't2' }, true), 'zh');
    expect(screen.getByRole('link', { name: '填写问卷' })).toBeTruthy();
  });
});
