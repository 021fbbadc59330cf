import type { AccountTables } from './tables/accounts';
import type { ArtworkTables } from './tables/artworks';
import type { BadgeTables } from './tables/badges';
import type { BlogTables } from './tables/blog';
import type { BookFileTables } from './tables/bookfiles';
import type { BookTables } from './tables/books';
import type { ChallengeTables } from './tables/challenges';
import type { ClassTables } from './tables/classes';
import type { HelpTables } from './tables/help';
import type { JobTables } from './tables/jobs';
import type { LedgerTables } from './tables/ledger';
import type { MetaTables } from './tables/meta';
import type { ModerationTables } from './tables/moderation';
import type { NotificationTables } from './tables/notifications';
import type { PaymentTables } from './tables/payments';
import type { PlanTables } from './tables/plans';
import type { PrintTables } from './tables/print';
import type { ReadingTables } from './tables/reading';
import type { SafetyTables } from './tables/safety';
import type { SearchTables } from './tables/search';
import type { ShopTables } from './tables/shop';
import type { StatisticsTables } from './tables/statistics';
import type { TransferTables } from './tables/transfers';

/**
 * Every table, composed from one file per module under ./tables. Conventions
 * (guides/data-layer.md): text ids made by the application, epoch-millisecond integers for time,
 * 0/1 integers for flags, JSON kept as text and validated in the service layer.
 */
export interface Database
  extends MetaTables,
    StatisticsTables,
    AccountTables,
    LedgerTables,
    BadgeTables,
    NotificationTables,
    JobTables,
    ArtworkTables,
    BookTables,
    ModerationTables,
    SearchTables,
    BlogTables,
    ReadingTables,
    HelpTables,
    PlanTables,
    ClassTables,
    PaymentTables,
    ChallengeTables,
    BookFileTables,
    SafetyTables,
    PrintTables,
    ShopTables,
    TransferTables {}
