import type { FastifyInstance } from 'fastify';
import { perWriter } from '../../http/limits';
import { pageHeadSources } from '../../http/page-head';
import { pageBodySources, type RenderedPage } from '../../http/server-render';
import { onPostsChanged } from '../blog/index';
import { onHelpChanged } from '../help/index';
import { TimedPages } from './page-cache';
import {
  ownPages,
  pageBodyFor,
  pageHeadFor,
  robotsTxt,
  type SitemapKind,
  sitemapFile,
  sitemapIndex,
  sitemapKinds,
} from './service';

pageHeadSources.push((db, page) => pageHeadFor(db, page));
pageBodySources.push(pageBodyFor);

const sitemapName = /^([a-z]+)-([1-9][0-9]{0,5})\.xml$/;
const hourly = 'public, max-age=3600';

/** Share previews' neighbours for search engines: /sitemap.xml (an index, paged) and /robots.txt. */
export default async function previewRoutes(app: FastifyInstance): Promise<void> {
  const publicUrl = app.config.publicUrl;

  // Server-drawn pages that show no book (decision 078): the blog and the help pages until their
  // module says they changed (or a minute: another server's change is not heard), the static
  // articles for an hour (their texts change only with a deploy).
  const now = () => app.clock.now();
  const own = {
    blog: new TimedPages<RenderedPage | null>(now, 60_000, 200),
    help: new TimedPages<RenderedPage | null>(now, 60_000, 20),
    articles: new TimedPages<RenderedPage | null>(now, 3_600_000, 60),
  };
  ownPages.set(app.db, own);
  const stopBlog = onPostsChanged((db) => {
    if (db === app.db) own.blog.clear();
  });
  const stopHelp = onHelpChanged((db) => {
    if (db === app.db) own.help.clear();
  });
  app.addHook('onClose', async () => {
    stopBlog();
    stopHelp();
  });

  app.get('/robots.txt', { config: perWriter(120) }, async (_request, reply) =>
    reply
      .header('cache-control', hourly)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(publicUrl)),
  );

  app.get('/sitemap.xml', { config: perWriter(60) }, async (_request, reply) =>
    reply
      .header('cache-control', hourly)
      .type('application/xml; charset=utf-8')
      .send(await sitemapIndex(app.db, publicUrl)),
  );

  app.get<{ Params: { name: string } }>(
    '/sitemaps/:name',
    { config: perWriter(60) },
    async (request, reply) => {
      const match = sitemapName.exec(request.params.name);
      const kind = match?.[1] as SitemapKind | undefined;
      const xml =
        match && kind && sitemapKinds.includes(kind)
          ? await sitemapFile(app.db, publicUrl, kind, Number(match[2]))
          : undefined;
      if (!xml) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      return reply.header('cache-control', hourly).type('application/xml; charset=utf-8').send(xml);
    },
  );
}
