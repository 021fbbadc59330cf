import type { Seeder } from '../../db/seed/index';
import { newId, newOpenId } from '../../platform/ids';
import { studentSeats } from '../plans/index';
import { findUserByLogin } from '../user/index';
import { insertAssignment, insertClass, insertMember } from './queries';
import { seedClassCompilation } from './seed-compilation';
import { newPasscode } from './service/classes';

/**
 * The demo's class: demo-teacher's "Demo class" (4th grade, covered by the school plan the
 * plans seeder gave demo-teacher) with demo-student in it, and one assignment due in a week;
 * four classmates whose approved poems make the class's compilation (decision 051).
 */
export const classesSeeder: Seeder = {
  name: 'classes',
  async run(seed) {
    const { db, clock } = seed;
    const now = clock.now();
    const [teacher, student] = await Promise.all(
      ['demo-teacher', 'demo-student'].map((name) => findUserByLogin(db, name)),
    );
    if (!teacher) return undefined;
    const seats = await studentSeats(db, teacher.id, now);
    const id = newId(now);
    await db.transaction().execute(async (trx) => {
      await insertClass(trx, {
        id,
        open_id: newOpenId(),
        passcode: newPasscode(),
        access_code: newOpenId()
          .replace(/[^A-Za-z0-9]/g, '')
          .slice(0, 12),
        name: 'Demo class',
        grade: '4th',
        end_time: '',
        read_other_book: 1,
        public_book: 0,
        teacher_id: teacher.id,
        plan_open_id: seats?.planOpenId ?? null,
        created_at: now,
        updated_at: now,
      });
      await insertMember(trx, {
        class_id: id,
        user_id: teacher.id,
        role: 'PRIMARY',
        name: '',
        init_password: null,
        joined_at: now,
      });
      if (student) {
        await insertMember(trx, {
          class_id: id,
          user_id: student.id,
          role: 'STUDENT',
          name: 'Demo Student',
          init_password: null,
          joined_at: now,
        });
      }
      await insertAssignment(trx, {
        id: newId(now),
        open_id: newOpenId(),
        class_id: id,
        title: 'A day at the seaside',
        prompt: 'Write a picture book about a day at the seaside.',
        due_time: new Date(now + 7 * 86_400_000).toISOString().slice(0, 10),
        created_by: teacher.id,
        created_at: now,
      });
    });
    await seedClassCompilation(seed, id, teacher);
    return undefined;
  },
};
