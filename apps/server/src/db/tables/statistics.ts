/** Route views logged by the web app (SPEC §2 "Each route is logged"). */
export interface PageViewTable {
  id: string;
  path: string;
  route_name: string;
  user_id: string | null;
  language: string | null;
  share_source: string | null;
  from_ads: number;
  from_fbclid: number;
  created_at: number;
}

/** Visits that arrived through a share link or a Facebook click id (SPEC §7 CarouselShare). */
export interface ShareVisitTable {
  id: string;
  request_uri: string;
  share_source: string | null;
  created_at: number;
}

export interface StatisticsTables {
  page_views: PageViewTable;
  share_visits: ShareVisitTable;
}
