import type { FastifyInstance } from 'fastify';
import { perWriter } from '../../http/limits';
import { pageHeadSources } from '../../http/page-head';
import { pageBodySources } from '../../http/server-render';
import {
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
