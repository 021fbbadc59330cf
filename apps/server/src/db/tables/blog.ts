/** The staff-written blog (/blog, /blogentry): posts in zh, en or es. */
export type BlogPostState = 'draft' | 'published';

export interface BlogPostTable {
  id: string;
  /** Public id (PostId) for the admin calls. */
  open_id: string;
  /** zh, en or es; a slug is unique within its language. */
  language: string;
  slug: string;
  title: string;
  /** JSON: domain RichTextDoc (the story profile), rendered by the domain's safe renderer. */
  body: string;
  /** Public id of an artwork shown as the cover, if any. */
  cover_artwork_id: string | null;
  state: BlogPostState;
  published_at: number | null;
  author_id: string;
  created_at: number;
  updated_at: number;
}

export interface BlogTables {
  blog_posts: BlogPostTable;
}
