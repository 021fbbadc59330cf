/** Requests per address per minute, in front of the database-kept attempt limits. */
export const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
