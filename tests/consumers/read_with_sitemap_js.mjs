// Reads a sitemap file with the `sitemap` npm package's parseSitemap and
// prints its items as JSON, extensions included, for tests/tests/suite/third_party.rs.
// usage: NODE_PATH=<node_modules> node read_with_sitemap_js.mjs FILE
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { createRequire } from 'node:module';

const require = createRequire(process.env.NODE_PATH.split(':')[0] + '/');
const { parseSitemap } = require('sitemap');

const items = await parseSitemap(Readable.from([readFileSync(process.argv[2])]));
process.stdout.write(JSON.stringify(items.map((item) => ({
  url: item.url,
  images: (item.img || []).map((img) => img.url),
  videos: (item.video || []).map((video) => ({
    thumbnail_loc: video.thumbnail_loc,
    title: video.title,
    description: video.description,
    content_loc: video.content_loc ?? null,
    player_loc: video.player_loc ?? null,
    duration: video.duration ?? null,
  })),
  news: item.news ? {
    name: item.news.publication.name,
    language: item.news.publication.language,
    publication_date: item.news.publication_date,
    title: item.news.title,
  } : null,
  links: (item.links || []).map((link) => [link.lang, link.url]),
}))));
