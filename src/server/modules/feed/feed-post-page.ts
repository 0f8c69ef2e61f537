import type { FeedPost } from '../../../shared/contracts/feed';

/** Escapes text for an HTML text node or a double-quoted attribute. */
function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The first `max` characters of a text on one line, with an ellipsis when cut. */
function clip(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/**
 * A feed post's own page (`/p/{id}`), rendered on the server so link previews read its Open Graph tags: the
 * title names the author, the description is the post's text, og:image the public media URL. No script.
 */
export function renderFeedPostPage(post: FeedPost, publicUrl: string, styleNonce: string): string {
  const title = `${post.author.name || 'Postforge'} on Postforge`;
  const description = clip(post.content, 200);
  const pageUrl = `${publicUrl}/p/${post.id}`;
  const image = post.thumbnailUrl ?? (post.mediaType === 'image' ? post.mediaUrl : null);
  const media =
    post.mediaType === 'video' && post.mediaUrl
      ? `<video controls src="${escapeHtml(post.mediaUrl)}"${image ? ` poster="${escapeHtml(image)}"` : ''}></video>`
      : image
        ? `<img src="${escapeHtml(image)}" alt="">`
        : '';
  const tags = post.hashtags
    .map((tag) => `<span>${escapeHtml(tag.startsWith('#') ? tag : `#${tag}`)}</span>`)
    .join(' ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(description)}">
<meta property="og:type" content="article">
<meta property="og:site_name" content="Postforge">
<meta property="og:title" content="${escapeHtml(title)}">
<meta property="og:description" content="${escapeHtml(description)}">
<meta property="og:url" content="${escapeHtml(pageUrl)}">
${image ? `<meta property="og:image" content="${escapeHtml(`${publicUrl}${image}`)}">` : ''}
<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">
<style nonce="${escapeHtml(styleNonce)}">
body{font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}
main{max-width:640px;margin:0 auto;padding:24px 16px}
img,video{width:100%;border-radius:12px;background:#e2e8f0}
p{white-space:pre-wrap;line-height:1.5}
span{color:#4f46e5;margin-right:6px}
a{color:#4f46e5}
@media (prefers-color-scheme:dark){body{background:#0f172a;color:#f1f5f9}span,a{color:#a5b4fc}}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(post.author.name)}</h1>
<p>${escapeHtml(post.platform)} · ${escapeHtml(post.variation)}</p>
${media}
<p>${escapeHtml(post.content)}</p>
<p>${tags}</p>
<p><a href="/">Postforge</a></p>
</main>
</body>
</html>`;
}
