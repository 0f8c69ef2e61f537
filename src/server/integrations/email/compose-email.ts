import type { InterfaceLocale } from '../../../shared/domain/locales';
import type { OutgoingEmail } from './mailer';

/**
 * An e-mail whose one purpose is a link (a password reset, an invitation), its texts already in the
 * recipient's language: paragraphs, the sentence that introduces the link, the link, more paragraphs.
 */
export interface LinkEmail {
  to: string;
  locale: InterfaceLocale;
  subject: string;
  before: readonly string[];
  /** The sentence the link follows ('… set a new password here (the link works once, for one hour):'). */
  linkIntro: string;
  link: { url: string; label: string };
  after: readonly string[];
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and attribute values. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

const paragraphStyle = 'margin:0 0 16px';

/**
 * Both parts of a link e-mail: plain text (paragraphs apart by a blank line, the link on the line after its
 * sentence) and HTML (the same paragraphs, the link as a button and, for clients that hide it, as text). All
 * inserted text is escaped; `lang` is the recipient's language.
 */
export function composeLinkEmail(email: LinkEmail): OutgoingEmail {
  const text = [...email.before, `${email.linkIntro}\n${email.link.url}`, ...email.after].join('\n\n') + '\n';
  const paragraph = (content: string) => `<p style="${paragraphStyle}">${escapeHtml(content)}</p>`;
  const url = escapeHtml(email.link.url);
  const html = [
    '<!DOCTYPE html>',
    `<html lang="${email.locale}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(email.subject)}</title></head>`,
    '<body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#111">',
    ...email.before.map(paragraph),
    paragraph(email.linkIntro),
    `<p style="${paragraphStyle}"><a href="${url}" style="display:inline-block;padding:10px 16px;` +
      `background:#111;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(email.link.label)}</a></p>`,
    `<p style="${paragraphStyle};font-size:13px;word-break:break-all"><a href="${url}">${url}</a></p>`,
    ...email.after.map(paragraph),
    '</body>',
    '</html>',
  ].join('\n');
  return { to: email.to, subject: email.subject, text, html };
}
