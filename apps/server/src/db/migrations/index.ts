import type { Migration } from 'kysely';
import * as m202611220200 from './202611220200_create_foundation_tables';
import * as m202611220300 from './202611220300_create_account_tables';
import * as m202611220400 from './202611220400_create_ledger_tables';
import * as m202611220410 from './202611220410_create_job_tables';
import * as m202611220445 from './202611220445_create_artwork_tables';
import * as m202611220500 from './202611220500_create_book_tables';
import * as m202611221000 from './202611221000_create_moderation_tables';
import * as m202611221100 from './202611221100_encrypt_totp_secrets';
import * as m202611221200 from './202611221200_create_search_tables';
import * as m202611221210 from './202611221210_create_blog_tables';
import * as m202611221300 from './202611221300_create_reading_tables';
import * as m202611221450 from './202611221450_create_comic_tables';
import * as m202611261000 from './202611261000_create_birthday_changes';
import * as m202611261100 from './202611261100_create_help_tables';
import * as m202611261110 from './202611261110_create_plan_tables';
import * as m202611261300 from './202611261300_create_class_tables';
import * as m202611261400 from './202611261400_add_users_disabled_from';
import * as m202611261410 from './202611261410_create_payment_tables';
import * as m202611262000 from './202611262000_create_challenge_tables';
import * as m202611262100 from './202611262100_create_book_file_tables';
import * as m202611280030 from './202611280030_create_safety_tables';
import * as m202611281000 from './202611281000_create_class_invitations';
import * as m202611281100 from './202611281100_create_basket_tables';
import * as m202611281200 from './202611281200_add_plan_labels_and_district_requests';
import * as m202611281300 from './202611281300_add_challenges_published';
import * as m202611281341 from './202611281341_create_job_schedule_claims';
import * as m202611281620 from './202611281620_create_print_orders';
import * as m202611281700 from './202611281700_create_custom_orders';
import * as m202611281710 from './202611281710_create_class_compilations';
import * as m202611281800 from './202611281800_create_shop_tables';
import * as m202611281810 from './202611281810_add_orders_refunded_cents';
import * as m202611281820 from './202611281820_create_class_page_comments';
import * as m202611281830 from './202611281830_create_book_transfers';
import * as m202611290000 from './202611290000_add_class_assignment_challenge';
import * as m202611290020 from './202611290020_merge_comic_transfers';
import * as m202611290021 from './202611290021_add_shop_orders_artist_mailed';
import * as m202611290022 from './202611290022_shop_earnings_payouts';
import * as m202611290040 from './202611290040_create_search_index_state';
import * as m202611300010 from './202611300010_create_exchange_rates';
import * as m202611300020 from './202611300020_untitled_challenge_assignments';
import * as m202611300030 from './202611300030_shop_earnings_corrections';

/**
 * Every migration, by name, in order. Listed explicitly so the server carries them without
 * reading the file system (guides/data-layer.md). Add new ones at the end; never edit one that
 * has landed.
 */
export const migrations: Record<string, Migration> = {
  '202611220200_create_foundation_tables': m202611220200,
  '202611220300_create_account_tables': m202611220300,
  '202611220400_create_ledger_tables': m202611220400,
  '202611220410_create_job_tables': m202611220410,
  '202611220445_create_artwork_tables': m202611220445,
  '202611220500_create_book_tables': m202611220500,
  '202611221000_create_moderation_tables': m202611221000,
  '202611221100_encrypt_totp_secrets': m202611221100,
  '202611221200_create_search_tables': m202611221200,
  '202611221210_create_blog_tables': m202611221210,
  '202611221300_create_reading_tables': m202611221300,
  '202611221450_create_comic_tables': m202611221450,
  '202611261000_create_birthday_changes': m202611261000,
  '202611261100_create_help_tables': m202611261100,
  '202611261110_create_plan_tables': m202611261110,
  '202611261300_create_class_tables': m202611261300,
  '202611261400_add_users_disabled_from': m202611261400,
  '202611261410_create_payment_tables': m202611261410,
  '202611262000_create_challenge_tables': m202611262000,
  '202611262100_create_book_file_tables': m202611262100,
  '202611280030_create_safety_tables': m202611280030,
  '202611281000_create_class_invitations': m202611281000,
  '202611281100_create_basket_tables': m202611281100,
  '202611281200_add_plan_labels_and_district_requests': m202611281200,
  '202611281300_add_challenges_published': m202611281300,
  '202611281341_create_job_schedule_claims': m202611281341,
  '202611281620_create_print_orders': m202611281620,
  '202611281700_create_custom_orders': m202611281700,
  '202611281710_create_class_compilations': m202611281710,
  '202611281800_create_shop_tables': m202611281800,
  '202611281810_add_orders_refunded_cents': m202611281810,
  '202611281820_create_class_page_comments': m202611281820,
  '202611281830_create_book_transfers': m202611281830,
  '202611290000_add_class_assignment_challenge': m202611290000,
  '202611290020_merge_comic_transfers': m202611290020,
  '202611290021_add_shop_orders_artist_mailed': m202611290021,
  '202611290022_shop_earnings_payouts': m202611290022,
  '202611290040_create_search_index_state': m202611290040,
  '202611300020_untitled_challenge_assignments': m202611300020,
  '202611300030_shop_earnings_corrections': m202611300030,
  '202611300010_create_exchange_rates': m202611300010,
};
