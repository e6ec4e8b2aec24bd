"""Reads a sitemap file with ultimate-sitemap-parser (no network) and prints
its pages as JSON, images and news included, for tests/tests/suite/third_party.rs.

usage: python read_with_usp.py FILE
"""
import json
import sys

from usp.tree import sitemap_from_str

with open(sys.argv[1], encoding="utf-8-sig") as f:
    sitemap = sitemap_from_str(f.read())
pages = []
for page in sitemap.all_pages():
    story = page.news_story
    pages.append({
        "url": page.url,
        "images": [image.loc for image in (page.images or [])],
        "news": None if story is None else {
            "name": story.publication_name,
            "language": story.publication_language,
            "title": story.title,
            "publication_date": story.publish_date.isoformat() if story.publish_date else None,
        },
    })
print(json.dumps(pages))
