import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('open_id', 'text', (c) => c.notNull().unique())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('username_lower', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text')
    .addColumn('email_lower', 'text', (c) => c.unique())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'text')
    .addColumn('password_insecure', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('password_changed_at', 'bigint')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('account_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_parent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('staff_role', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('birthday', 'text')
    .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('theme', 'text', (c) => c.notNull().defaultTo('standard'))
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('invitation_code', 'text', (c) => c.notNull().unique())
    .addColumn('referred_by_user_id', 'text', (c) => c.references('users.id'))
    .addColumn('parent_email', 'text')
    .addColumn('parent_consent', 'text', (c) => c.notNull().defaultTo('not_needed'))
    .addColumn('totp_secret', 'text')
    .addColumn('totp_pending_secret', 'text')
    .addColumn('totp_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('totp_last_step', 'bigint')
    .addColumn('totp_exempt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('google_sub', 'text', (c) => c.unique())
    .addColumn('bar_closed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('join_from_preview_site', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_login_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('second_factor', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('revoked_reason', 'text')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('account_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('payload', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('account_tokens_user_purpose')
    .on('account_tokens')
    .columns(['user_id', 'purpose'])
    .execute();

  await db.schema
    .createTable('parent_consents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('parent_email', 'text')
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('parent_consents_user')
    .on('parent_consents')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('email_notification_settings')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('email_notification_settings_pk', ['user_id', 'kind'])
    .execute();

  await db.schema
    .createTable('referral_rewards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('referrer_user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('referred_user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('beneficiary_user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('crowns', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('referral_rewards_beneficiary')
    .on('referral_rewards')
    .column('beneficiary_user_id')
    .execute();

  await db.schema
    .createTable('auth_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('auth_attempts_subject')
    .on('auth_attempts')
    .columns(['kind', 'subject', 'created_at'])
    .execute();
  await db.schema
    .createIndex('auth_attempts_created')
    .on('auth_attempts')
    .column('created_at')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'auth_attempts',
    'referral_rewards',
    'email_notification_settings',
    'parent_consents',
    'account_tokens',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
