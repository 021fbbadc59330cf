import { AccountType } from '@storyloom/domain';
import type { DemoAccount, Seeder } from '../../db/seed/index';
import type { StaffRole } from '../../db/tables/accounts';
import { newId } from '../../platform/ids';
import { totpSecretKey } from '../../platform/secrets/index';
import { insertAccount, type NewAccount } from './accounts';
import { insertConsentEvent } from './queries';
import { totpFor } from './service/credentials';

interface DemoSpec {
  username: string;
  role: string;
  accountType: number;
  /** Age in years on the seeding day (birthdays follow the clock, so demo-kid stays a kid). */
  age: number;
  staffRole?: StaffRole;
  isParent?: boolean;
  email?: boolean;
  avatar?: string;
  consent?: boolean;
}

/** PRODUCT.md demo accounts, exactly as named there. */
const demoAccounts: DemoSpec[] = [
  {
    username: 'demo-reader',
    role: 'reader',
    accountType: AccountType.REGULAR,
    age: 15,
    avatar: 'owl',
  },
  {
    username: 'demo-writer',
    role: 'writer',
    accountType: AccountType.WRITER,
    age: 24,
    avatar: 'fox',
  },
  {
    username: 'demo-kid',
    role: "kid (9, parent's consent given)",
    accountType: AccountType.WRITER,
    age: 9,
    consent: true,
    avatar: 'rabbit',
  },
  {
    username: 'demo-teacher',
    role: 'teacher',
    accountType: AccountType.TEACHER,
    age: 38,
    avatar: 'bear',
  },
  {
    username: 'demo-student',
    role: 'class student',
    accountType: AccountType.CLASS_STUDENT,
    age: 10,
    email: false,
    avatar: 'penguin',
  },
  {
    username: 'demo-artist',
    role: 'artist',
    accountType: AccountType.ARTIST,
    age: 31,
    avatar: 'cat',
  },
  {
    username: 'demo-member',
    role: 'member',
    accountType: AccountType.WRITER,
    age: 29,
    avatar: 'whale',
  },
  {
    username: 'demo-moderator',
    role: 'moderator (staff)',
    accountType: AccountType.REGULAR,
    age: 35,
    staffRole: 'moderator',
    avatar: 'turtle',
  },
  {
    username: 'demo-admin',
    role: 'admin (staff)',
    accountType: AccountType.REGULAR,
    age: 42,
    staffRole: 'admin',
    avatar: 'dragon',
  },
];

export const demoEmailDomain = 'demo.storyloom.local';

function birthdayForAge(now: number, age: number, month: number): string {
  const year = new Date(now).getUTCFullYear() - age - 1;
  return `${year}-${String(month).padStart(2, '0')}-15`;
}

/**
 * The demo accounts (SEED=demo): active, with birthdays, all with DEMO_PASSWORD. Demo staff have
 * two-step sign-in on with the seed's TOTP secret (printed with the accounts): staff never sign
 * in with a password alone, demo or not.
 */
export const accountsSeeder: Seeder = {
  name: 'accounts',
  async run(ctx) {
    const now = ctx.clock.now();
    const accounts: DemoAccount[] = [];
    for (const [index, spec] of demoAccounts.entries()) {
      const input: NewAccount = {
        username: spec.username,
        email: spec.email === false ? null : `${spec.username}@${demoEmailDomain}`,
        password: ctx.demoPassword,
        isActive: 1,
        accountType: spec.accountType,
        isParent: spec.isParent ?? false,
        staffRole: spec.staffRole ?? 'none',
        birthday: birthdayForAge(now, spec.age, (index % 12) + 1),
        language: 'en',
        avatar: spec.avatar ? `builtin:${spec.avatar}` : '',
        name: spec.username.replace('demo-', 'Demo ').replace(/^./, (c) => c.toUpperCase()),
        ...(spec.staffRole
          ? { totp: { key: totpSecretKey(ctx.config), secret: ctx.demoTotpSecret } }
          : {}),
        ...(spec.consent
          ? { parentEmail: `demo-parent@${demoEmailDomain}`, parentConsent: 'given' as const }
          : {}),
      };
      const row = await insertAccount(ctx.db, now, input);
      if (spec.consent) {
        for (const event of ['requested', 'given'] as const) {
          await insertConsentEvent(ctx.db, {
            id: newId(now),
            user_id: row.id,
            parent_email: input.parentEmail ?? null,
            event,
            created_at: now,
          });
        }
      }
      accounts.push({
        username: spec.username,
        role: spec.role,
        ...(spec.staffRole
          ? { totpUri: totpFor(ctx.demoTotpSecret, spec.username).toString() }
          : {}),
      });
    }
    return { accounts };
  },
};
