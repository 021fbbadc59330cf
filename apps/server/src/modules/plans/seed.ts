import type { Seeder } from '../../db/seed/index';
import { findUserByLogin } from '../user/index';
import { insertMember, planByOpenId } from './queries';
import { grantPlan } from './service/grant';
import { joinSchoolPlan } from './service/seats';

/**
 * The demo's plans, granted through the same service Payments uses (decision 024):
 * demo-member has a yearly plan and manages a family plan with demo-kid in it; demo-teacher
 * manages a school plan (20 accounts) with demo-student in it.
 */
export const plansSeeder: Seeder = {
  name: 'plans',
  async run({ db, clock }) {
    const now = clock.now();
    const [member, kid, teacher, student] = await Promise.all(
      ['demo-member', 'demo-kid', 'demo-teacher', 'demo-student'].map((name) =>
        findUserByLogin(db, name),
      ),
    );
    await db.transaction().execute(async (trx) => {
      if (member) {
        const base = { userId: member.id, now };
        await grantPlan(trx, {
          ...base,
          key: 'seed:demo-member:year',
          item: 'ONE_YEAR',
          members: 1,
        });
        const family = await grantPlan(trx, {
          ...base,
          key: 'seed:demo-member:family',
          item: 'FAMILY_PLAN',
          members: 5,
        });
        const plan = await planByOpenId(trx, family.planOpenId);
        if (plan && kid) {
          await insertMember(trx, {
            plan_id: plan.id,
            user_id: kid.id,
            role: 'member',
            joined_at: now,
          });
        }
      }
      if (teacher) {
        const school = await grantPlan(trx, {
          userId: teacher.id,
          now,
          key: 'seed:demo-teacher:school',
          item: 'SCHOOL_PLAN',
          members: 20,
        });
        if (student)
          await joinSchoolPlan(trx, { planOpenId: school.planOpenId, userId: student.id, now });
      }
    });
    return undefined;
  },
};
