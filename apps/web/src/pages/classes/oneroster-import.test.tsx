import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureScreenTexts, setupI18n } from '../../i18n';
import { renderRoutes, stubPost } from '../../test/screen';
import { ImportStudents } from './ImportStudents';

beforeAll(async () => {
  await setupI18n('en');
  await ensureScreenTexts();
});
afterEach(() => vi.restoreAllMocks());

const users = 'sourcedId,role,givenName,familyName\ns-1,student,Mia,Rossi\ns-2,student,Ava,Novak\n';
const enrollments = 'classSourcedId,userSourcedId,role\ncls-3a,s-1,student\ncls-4b,s-2,student\n';

describe('importing a OneRoster bundle', () => {
  it('lists the sections of enrollments.csv and previews the chosen one', async () => {
    const call = stubPost((_path, body: Record<string, string>) => {
      const only3a = body.Sections === 'cls-3a';
      return {
        Applied: false,
        Ready: true,
        Rows: [
          { Line: 2, Name: 'MiaRossi', Error: null },
          ...(only3a || !body.Enrollments ? [] : [{ Line: 3, Name: 'AvaNovak', Error: null }]),
        ],
        ...(body.Enrollments
          ? {
              Sections: [
                { Id: 'cls-3a', Students: 1 },
                { Id: 'cls-4b', Students: 1 },
              ],
            }
          : {}),
      };
    });
    renderRoutes(
      [{ path: '*', element: <ImportStudents openId="k1" onDone={() => undefined} /> }],
      '/',
    );
    const inputs = document.querySelectorAll('input[type=file]');
    fireEvent.change(inputs[1] as HTMLInputElement, {
      target: { files: [new File([enrollments], 'enrollments.csv', { type: 'text/csv' })] },
    });
    expect(await screen.findByText('enrollments.csv')).toBeTruthy();
    fireEvent.change(inputs[0] as HTMLInputElement, {
      target: { files: [new File([users], 'users.csv', { type: 'text/csv' })] },
    });
    const section = await screen.findByRole('checkbox', { name: 'cls-3a · 1 student' });
    expect(screen.getByText('AvaNovak')).toBeTruthy();
    fireEvent.click(section);
    await waitFor(() =>
      expect(call).toHaveBeenLastCalledWith('/api/Classes/ImportStudents', {
        OpenId: 'k1',
        Csv: users,
        Apply: 0,
        Enrollments: enrollments,
        Sections: 'cls-3a',
      }),
    );
    await waitFor(() => expect(screen.queryByText('AvaNovak')).toBeNull());
    expect(screen.getByRole('button', { name: 'Create 1 student account' })).toBeTruthy();
  });

  it('names the sections from classes.csv (decision 068)', async () => {
    const classes = 'sourcedId,title,grades\ncls-3a,Maple 3A Reading,03\ncls-4b,Birch 4B,\n';
    const call = stubPost((_path, body: Record<string, string>) => ({
      Applied: false,
      Ready: true,
      Rows: [{ Line: 2, Name: 'MiaRossi', Error: null }],
      Sections: [
        {
          Id: 'cls-3a',
          Title: body.Classes ? 'Maple 3A Reading' : null,
          Grades: '03',
          Students: 1,
        },
        { Id: 'cls-4b', Title: body.Classes ? 'Birch 4B' : null, Grades: null, Students: 1 },
      ],
    }));
    renderRoutes(
      [{ path: '*', element: <ImportStudents openId="k1" onDone={() => undefined} /> }],
      '/',
    );
    const inputs = document.querySelectorAll('input[type=file]');
    fireEvent.change(inputs[1] as HTMLInputElement, {
      target: { files: [new File([enrollments], 'enrollments.csv', { type: 'text/csv' })] },
    });
    fireEvent.change(inputs[0] as HTMLInputElement, {
      target: { files: [new File([users], 'users.csv', { type: 'text/csv' })] },
    });
    // Without classes.csv: the ids.
    expect(await screen.findByRole('checkbox', { name: /^cls-3a · 1 student/ })).toBeTruthy();
    fireEvent.change(inputs[2] as HTMLInputElement, {
      target: { files: [new File([classes], 'classes.csv', { type: 'text/csv' })] },
    });
    expect(
      await screen.findByRole('checkbox', { name: /^Maple 3A Reading · 1 student/ }),
    ).toBeTruthy();
    expect(screen.getByText('Grades 03 · cls-3a')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /^Birch 4B · 1 student/ })).toBeTruthy();
    expect(call).toHaveBeenLastCalledWith('/api/Classes/ImportStudents', {
      OpenId: 'k1',
      Csv: users,
      Apply: 0,
      Enrollments: enrollments,
      Sections: '',
      Classes: classes,
    });
  });
});
