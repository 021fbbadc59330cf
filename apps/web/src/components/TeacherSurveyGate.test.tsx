// @vitest-environment happy-dom
import type { SignedInUser } from '@storyloom/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fixedSessionStore } from '../test/session-store';
import { TeacherSurveyGate } from './TeacherSurveyGate';
import { teacherSurveyKey } from './teacherSurveyState';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const storeWith = (user: Partial<SignedInUser> | null, isTeacher: boolean) =>
  fixedSessionStore(user ? { uid: 't1', ...user } : null, { isTeacher });

describe('<TeacherSurveyGate /> (SPEC §4): the notice does not push the page down', () => {
  it("holds the notice's place, hidden from assistive technology, while the notice loads", () => {
    render(<TeacherSurveyGate store={storeWith({}, true)} />);
    const place = screen.getByTestId('teacher-survey-place');
    expect(place.getAttribute('aria-hidden')).toBe('true');
    expect(place.textContent).toBe('');
  });

  it('holds no place for visitors, for users who are not teachers, or once closed', () => {
    render(<TeacherSurveyGate store={storeWith(null, false)} />);
    render(<TeacherSurveyGate store={storeWith({}, false)} />);
    window.localStorage.setItem(teacherSurveyKey('t1'), '1');
    render(<TeacherSurveyGate store={storeWith({}, true)} />);
    expect(screen.queryByTestId('teacher-survey-place')).toBeNull();
  });
});
