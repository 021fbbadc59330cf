/** Requests per address per minute. */
export const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
